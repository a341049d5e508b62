// No zod here: the sign-in page's e-mail check (email.ts) reads these without loading zod's classic API.

/**
 * One limit per kind of field (issue 14 §4): every schema that takes a person's name, a title, an address...
 * uses the same number, so sign-up, profile edit and the staff screens agree. The database columns are `text`.
 */
export const LIMITS = {
  /** First and last names of people. */
  personName: 100,
  /** Names of things a store creates: stores, locations, consigner types, templates, options. */
  name: 120,
  /** Product titles, SKUs, brands, categories, option values, bank fields, search terms. */
  text: 200,
  email: 254,
  phone: 40,
  address: 300,
  url: 2000,
  /** Multi-line text: terms of service, notes, e-mail templates. */
  longText: 10_000,
} as const;
