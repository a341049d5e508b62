import Button, { type ButtonProps } from 'antd/es/button';
import { useNavigate } from 'react-router';

/**
 * A button-looking link: a real <a href> (middle-click, copy link, screen readers say "link") that navigates
 * inside the app on a plain click.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
