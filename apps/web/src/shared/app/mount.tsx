import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

export function mount(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
