import { z } from 'zod';
import { SLUG, SPECIALTIES, statusField, text, versionField } from '../qbank-content/source-format';

/**
 * The flash-card deck source format (content/decks/README.md): what staff write in `deck.yaml` and
 * `cards/<topic>.yaml`. Zod checks the shape of each file, in the question banks' words; the rules
 * that span fields, files, the deck's bank and book live in deck-checks.ts, so that every error
 * can name its file, card and field.
 */

export const CARD_KINDS = ['basic', 'cloze'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** Deck id prefixes: IM-FC, PEDS-FC… (letters, a hyphen, letters). */
const DECK_ID_PREFIX = /^[A-Z]+-[A-Z]+$/;

const slug = (what: string) =>
  z.string().regex(SLUG, { error: `${what} is lower-case words joined by hyphens` });

export const deckSourceSchema = z.strictObject({
  code: slug('the deck code'),
  title: text('the title'),
  specialty: z.enum(SPECIALTIES, { error: `the specialty is one of ${SPECIALTIES.join(', ')}` }),
  idPrefix: z.string().regex(DECK_ID_PREFIX, {
    error: 'the id prefix is capital letters, a hyphen and capital letters, e.g. IM-FC',
  }),
  products: z
    .array(z.string(), { error: 'products must be a list of product codes' })
    .min(1, { error: 'a deck serves at least one product' }),
  bank: slug('the bank code'),
  book: slug('the book code').optional(),
});
export type DeckSource = z.infer<typeof deckSourceSchema>;

/** One shape for both kinds: deck-checks.ts says which of front, back and text a kind takes. */
export const cardSourceSchema = z.strictObject({
  id: z.string({ error: 'the id must be text' }),
  version: versionField,
  status: statusField,
  kind: z.enum(CARD_KINDS, { error: 'the kind is basic or cloze' }),
  topics: z
    .array(z.string(), { error: 'topics must be a list of topic ids' })
    .min(1, { error: 'a card belongs to at least one topic' }),
  front: text('the front').optional(),
  back: text('the back').optional(),
  text: text('the text').optional(),
  extra: text('the extra').optional(),
  bookSection: z.string({ error: 'bookSection must be a section id' }).optional(),
  questions: z.array(z.string(), { error: 'questions must be a list of question ids' }).optional(),
});
export type CardSource = z.input<typeof cardSourceSchema>;
export type ParsedCardSource = z.output<typeof cardSourceSchema>;

export const cardFileSchema = z.array(z.unknown(), { error: 'a cards file is a list of cards' });
