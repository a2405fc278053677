import { type CountryEntry, findByNamePrefix } from './countries.ts';

/** Spec section 9: the dropdown opens below when more than this many pixels are free beneath the field. */
export const DROPDOWN_DIRECTION_THRESHOLD_PX = 200;

export type DropdownPlacement = 'below' | 'above';

/** Below if more than 200 px is free between the field's bottom edge and the viewport's, else above. */
export function dropdownPlacement(fieldBottom: number, viewportHeight: number): DropdownPlacement {
  return viewportHeight - fieldBottom > DROPDOWN_DIRECTION_THRESHOLD_PX ? 'below' : 'above';
}

/** The dropdown's state: open or not, and the highlighted option (aria-activedescendant). */
export interface DropdownState {
  open: boolean;
  highlighted: number;
}

export type DropdownEvent =
  | { type: 'dropdown.open'; selected: number }
  | { type: 'dropdown.close' }
  | { type: 'dropdown.move'; by: 1 | -1 }
  | { type: 'dropdown.first' }
  | { type: 'dropdown.last' }
  | { type: 'dropdown.find'; query: string; locale: string };

/**
 * The dropdown's keyboard and pointer logic, pure: opening highlights the selected country; arrows
 * move (stopping at the ends); Home / End jump; typing finds by name prefix (opening if closed).
 */
export function dropdownReducer(list: readonly CountryEntry[], state: DropdownState, event: DropdownEvent): DropdownState {
  const last = list.length - 1;
  switch (event.type) {
    case 'dropdown.open':
      return { open: true, highlighted: Math.max(0, Math.min(event.selected, last)) };
    case 'dropdown.close':
      return { ...state, open: false };
    case 'dropdown.move':
      if (!state.open) return { open: true, highlighted: Math.max(0, state.highlighted) };
      return { ...state, highlighted: Math.max(0, Math.min(state.highlighted + event.by, last)) };
    case 'dropdown.first':
      return { open: true, highlighted: 0 };
    case 'dropdown.last':
      return { open: true, highlighted: Math.max(0, last) };
    case 'dropdown.find': {
      // A new search (one character, or one character repeated) starts after the highlighted option,
      // so pressing a letter again cycles through the countries with that letter; a longer text
      // refines from the highlighted option itself.
      const chars = [...event.query];
      const repeated = chars.every((char) => char === chars[0]);
      const query = repeated ? (chars[0] ?? '') : event.query;
      const from = repeated ? state.highlighted + 1 : Math.max(0, state.highlighted);
      const found = findByNamePrefix(list, query, event.locale, Math.max(0, from));
      return { open: true, highlighted: found === -1 ? state.highlighted : found };
    }
  }
}
