/**
 * Free text refuses the characters that make it read differently from what was typed (issue 33):
 * the bidirectional controls U+202A–U+202E (the right-to-left override U+202E above all) and
 * U+2066–U+2069, the zero-width and direction marks U+200B–U+200F, and the byte-order mark U+FEFF.
 * A name, an address or a message with one shows one thing on a screen, an e-mail or an invoice
 * and holds another. Letters with accents and emoji stay welcome.
 *
 * The zero-width joiner U+200D is also what glues an emoji ZWJ sequence together (👩‍💻, 👨‍👩‍👧,
 * 🏳️‍🌈, 👩🏽‍💻): it is allowed right after a pictographic character (optionally followed by a skin tone
 * modifier or the emoji presentation selector U+FE0F) and right before another one, and refused
 * anywhere else.
 *
 * The request guard (server/api/request-guard.ts) applies this rule to every query value, JSON
 * text and multipart text field of every operation, before any contract reads them, with a 422
 * on the field; contracts may also use `visibleText` so a page's form says it before sending.
 */

export const INVISIBLE_CHARS_MESSAGE = 'Contiene caracteres invisibles o que cambian la dirección del texto.';

/** One refused character: a bidi control, a zero-width or direction mark, a BOM, or a ZWJ outside an emoji sequence. */
export const INVISIBLE_CHARS =
  /[\u200B\u200C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]|(?<!\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

export function hasInvisibleChars(text: string): boolean {
  return INVISIBLE_CHARS.test(text);
}

/** For `.refine(visibleText, …)` in a contract: true when the text has none of the refused characters. */
export function visibleText(text: string): boolean {
  return !INVISIBLE_CHARS.test(text);
}

/**
 * Fields this rule leaves alone: passwords (`password`, `current_password`, `password_confirmation`,
 * `new_password`…). A password is never shown, so it cannot mislead a reader; it may hold any
 * character but control characters; and refusing one at sign-in would lock out whoever set it
 * before this rule.
 */
export function isPasswordField(name: string): boolean {
  return /(^|_)password(_confirmation)?$/.test(name);
}
