import { messages } from '@backroom/domain/messages';

type OptionKey = 'option1Value' | 'option2Value' | 'option3Value';

export interface WizardState {
  /** The step being left: an option step, PRICE or SHIP. */
  step: OptionKey | 'price' | 'ship';
  options: Partial<Record<OptionKey, string>>;
  price?: number | null;
  quantity?: number | null;
  /** The quoted payout of one unit; null while the fees are still being calculated. */
  payout: number | null;
}

/**
 * Why Next cannot leave the step, or null: a missing option, price or quantity gets the wizard variant of the
 * warning, "Please select size, condition, price, and quantity first" (spec 2 §5: the add-inventory lines name the
 * template's options, the wizard does not); fees not quoted yet "Please wait to calculate fees".
 */
export function wizardWarning(state: WizardState): string | null {
  const first = messages.wizardSelectFirst;
  if (state.step.startsWith('option')) return state.options[state.step as OptionKey] ? null : first;
  if (state.step === 'price') {
    if (!(state.price && state.price > 0) || !(state.quantity && state.quantity >= 1)) return first;
    if (state.payout === null) return messages.waitForFees;
  }
  return null;
}
