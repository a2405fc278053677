import { type KeyboardEvent, type RefObject, useEffect, useReducer, useRef, useState } from 'react';
import type { CountryEntry } from './countries.ts';
import { type DropdownEvent, type DropdownPlacement, type DropdownState, dropdownPlacement, dropdownReducer } from './dropdown.ts';
import { createTypeAhead } from './type-ahead.ts';

export interface CountryPicker {
  open: boolean;
  highlighted: number;
  placement: DropdownPlacement;
  toggle(): void;
  close(): void;
  highlight(index: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The select-only combobox of the country dropdown (WAI-ARIA APG): the pure reducer of dropdown.ts
 * for the keys, the 700 ms type-to-find text, the below/above rule measured when it opens, and
 * closing on an outside press.
 */
export function useCountryPicker(options: {
  list: readonly CountryEntry[];
  selected: string | undefined;
  locale: string;
  container: RefObject<HTMLElement | null>;
  onSelect: (entry: CountryEntry) => void;
}): CountryPicker {
  const { list, selected, locale, container, onSelect } = options;
  const selectedIndex = Math.max(0, list.findIndex((entry) => entry.iso2 === selected));
  const [state, dispatch] = useReducer((current: DropdownState, event: DropdownEvent) => dropdownReducer(list, current, event), { open: false, highlighted: selectedIndex });
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const typeAhead = useRef(createTypeAhead());

  const send = (event: DropdownEvent) => {
    if (!state.open && event.type !== 'dropdown.close') {
      const bottom = container.current?.getBoundingClientRect().bottom ?? 0;
      setPlacement(dropdownPlacement(bottom, window.innerHeight));
      // Opening starts from the selected country, whatever was highlighted last time.
      if (event.type !== 'dropdown.open') dispatch({ type: 'dropdown.open', selected: selectedIndex });
    }
    dispatch(event);
  };
  const close = () => {
    typeAhead.current.reset();
    dispatch({ type: 'dropdown.close' });
  };
  const choose = (index: number) => {
    const entry = list[index];
    close();
    if (entry) onSelect(entry);
  };

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });
  useEffect(() => () => typeAhead.current.dispose(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    const printable = [...key].length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    // A space belongs to the name being typed ("Saudi Arabia"); otherwise it selects, like Enter.
    if (printable && (key !== ' ' || typeAhead.current.current() !== '')) {
      event.preventDefault();
      return send({ type: 'dropdown.find', query: typeAhead.current.type(key), locale });
    }
    const handled = () => event.preventDefault();
    switch (key) {
      case 'ArrowDown':
      case 'ArrowUp':
        handled();
        if (event.altKey && key === 'ArrowUp' && state.open) return choose(state.highlighted);
        return state.open ? send({ type: 'dropdown.move', by: key === 'ArrowDown' ? 1 : -1 }) : send({ type: 'dropdown.open', selected: selectedIndex });
      case 'Home':
      case 'End':
        if (!state.open) return;
        handled();
        return send({ type: key === 'Home' ? 'dropdown.first' : 'dropdown.last' });
      case 'PageDown':
      case 'PageUp':
        if (!state.open) return;
        handled();
        for (let i = 0; i < 10; i++) send({ type: 'dropdown.move', by: key === 'PageDown' ? 1 : -1 });
        return;
      case 'Enter':
      case ' ':
        handled();
        return state.open ? choose(state.highlighted) : send({ type: 'dropdown.open', selected: selectedIndex });
      case 'Escape':
        if (!state.open) return;
        handled();
        event.stopPropagation();
        return close();
      case 'Tab':
        // Focus moves on as usual; the list closes without changing the country.
        if (state.open) close();
        return;
    }
  };
  return {
    open: state.open,
    highlighted: state.highlighted,
    placement,
    toggle: () => (state.open ? close() : send({ type: 'dropdown.open', selected: selectedIndex })),
    close,
    highlight: (index) => {
      if (index !== state.highlighted) dispatch({ type: 'dropdown.open', selected: index });
    },
    onKeyDown,
  };
}
