/** AutoComplete's search: options whose value contains the typed text, any case. */
export const containsText = {
  filterOption: (input: string, option?: { value?: unknown }) =>
    String(option?.value ?? '')
      .toLowerCase()
      .includes(input.trim().toLowerCase()),
};
