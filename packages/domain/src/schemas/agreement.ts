/** The consignment agreement (issue 16): what staff publish and what a consigner signs. */
import { z } from 'zod';
import { SIGNATURE_IMAGE } from '../images';
import { LIMITS, requiredText } from './common';

/** The agreement's text in markdown; the server renders and sanitises it to HTML. */
export const AGREEMENT_MAX_CHARS = 50_000;
/** A drawn signature is a small PNG of the pad: a data URL of at most this many characters (about 150 kB). */
export const SIGNATURE_MAX_CHARS = 200_000;

export const publishAgreementSchema = z.strictObject({
  markdown: requiredText('Write the agreement before publishing it.', {
    max: AGREEMENT_MAX_CHARS,
    multiline: true,
  }),
});
export type PublishAgreementInput = z.input<typeof publishAgreementSchema>;

export const agreementSettingsSchema = z.strictObject({
  required: z.boolean({ error: 'Say whether a signed agreement is required: true or false.' }),
});

const drawnSignature = z
  .string({ error: 'Draw your signature in the box.' })
  .max(SIGNATURE_MAX_CHARS, 'The drawn signature is too large. Clear it and draw it again.')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'Draw your signature in the box.')
  // The OpenAPI document marks it as an image input (the hostile suite sends an image bomb to each one).
  .meta({
    contentMediaType: 'image/png',
    description: `A PNG data URL of at most ${SIGNATURE_IMAGE.maxWidth} × ${SIGNATURE_IMAGE.maxHeight} pixels.`,
  });

export const signAgreementSchema = z.discriminatedUnion(
  'signatureKind',
  [
    z.strictObject({
      version: z.number({ error: 'Say which version you sign.' }).int().min(1).max(1_000_000),
      typedName: requiredText('Type your full name.', { max: LIMITS.personName * 2 }),
      signatureKind: z.literal('drawn'),
      signature: drawnSignature,
    }),
    z.strictObject({
      version: z.number({ error: 'Say which version you sign.' }).int().min(1).max(1_000_000),
      typedName: requiredText('Type your full name.', { max: LIMITS.personName * 2 }),
      signatureKind: z.literal('typed'),
    }),
  ],
  { error: 'Sign by drawing your signature or by typing your name.' },
);
export type SignAgreementInput = z.input<typeof signAgreementSchema>;
