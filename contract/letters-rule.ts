import * as z from 'zod/mini';

/**
 * A person's name or a place (first and last names, a city) has at least two letters, in any script:
 * "A", "12345" and "7" are refused, "Al", "Jo" and "أب" pass. One rule for the server and every form
 * that asks for a name or a city (sign-up, profile, group members, addresses, the purchase's people,
 * claims, the contact form), with one message.
 */
export const LETTERS_PROBLEM = 'Enter at least 2 letters.';

/** Whether the text holds at least two letters (a digit, a space or a hyphen is not one). */
export const hasTwoLetters = (text: string): boolean => (text.match(/\p{L}/gu)?.length ?? 0) >= 2;

/** The check to put in a name's or a city's `.check(...)`, after its length checks. */
export const twoLetters = () => z.refine<string>(hasTwoLetters, LETTERS_PROBLEM);
