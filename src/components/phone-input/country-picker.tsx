import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { type CountryEntry, flagEmoji, supportsFlagEmoji } from './countries.ts';
import { useCountryPicker } from './use-country-picker.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The country's flag emoji, or where the browser cannot draw flags, its two-letter code in a small
 * badge. Decorative. Plain elements styled from the list and button (hundreds of options render fast).
 */
function Flag({ iso2 }: { iso2: string | undefined }) {
  if (!iso2) return <span aria-hidden="true">🌐</span>;
  if (supportsFlagEmoji()) return <span aria-hidden="true">{flagEmoji(iso2)}</span>;
  return (
    <span aria-hidden="true" dir="ltr" className="flag-code">
      {iso2}
    </span>
  );
}

const flagCodeStyle = {
  fontSize: '2xs',
  fontWeight: 'semibold',
  fontFamily: 'mono',
  lineHeight: '1',
  px: '1',
  py: '0.5',
  borderRadius: 'sm',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  minW: '6',
  textAlign: 'center',
} as const;

const ListBox = chakra('ul', {
  base: {
    position: 'absolute',
    insetInlineStart: '0',
    zIndex: 'dropdown',
    width: '100%',
    minW: '16rem',
    maxH: '200px',
    overflowY: 'auto',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'md',
    boxShadow: 'md',
    py: '1',
    listStyleType: 'none',
    '&[data-placement=below]': { top: '100%', mt: '1' },
    '&[data-placement=above]': { bottom: '100%', mb: '1' },
    '& > li': { display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '1.5', cursor: 'pointer' },
    '& > li[data-highlighted]': { bg: 'bg.emphasized' },
    '& > li[aria-selected=true]': { fontWeight: 'semibold' },
    '& > li[data-last-preferred]': { borderBottomWidth: '1px', borderColor: 'border' },
    '& .name': { flex: '1' },
    '& .dial': { color: 'fg.muted' },
    '& .flag-code': flagCodeStyle,
  },
});

const TriggerButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    minH: '10',
    flexShrink: 0,
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderStartRadius: 'md',
    borderInlineEndWidth: 0,
    bg: 'bg.muted',
    cursor: 'pointer',
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px', zIndex: 1 },
    '& .flag-code': flagCodeStyle,
  },
});

/**
 * The country part of the phone input: a select-only combobox (a button with role combobox) and its
 * listbox of countries, flags and calling codes. Focus stays on the button; the highlighted option is
 * its aria-activedescendant.
 */
export function CountryPicker(props: {
  list: readonly CountryEntry[];
  selected: CountryEntry | undefined;
  locale: string;
  disabled?: boolean | undefined;
  onSelect: (entry: CountryEntry) => void;
}) {
  const { list, selected, locale, disabled, onSelect } = props;
  const t = useT();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const picker = useCountryPicker({ list, selected: selected?.iso2, locale, container, onSelect });
  const optionId = (entry: CountryEntry) => `${id}-option-${entry.iso2}`;
  const highlightedEntry = picker.open ? list[picker.highlighted] : undefined;

  useEffect(() => {
    if (!highlightedEntry) return;
    document.getElementById(optionId(highlightedEntry))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <Box ref={container} display="flex" position="static">
      <span id={`${id}-label`} style={visuallyHidden}>
        {t('phoneInput.country')}
      </span>
      <span id={`${id}-value`} style={visuallyHidden}>
        {selected ? `${selected.name} +${selected.dialCode}` : t('phoneInput.noCountry')}
      </span>
      <TriggerButton
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={picker.open}
        aria-controls={picker.open ? `${id}-listbox` : undefined}
        aria-activedescendant={highlightedEntry ? optionId(highlightedEntry) : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        onClick={picker.toggle}
        onKeyDown={picker.onKeyDown}
        data-country={selected?.iso2}
      >
        <Flag iso2={selected?.iso2} />
        <span dir="ltr" aria-hidden="true">
          {selected ? `+${selected.dialCode}` : ''}
        </span>
        <span aria-hidden="true" style={{ fontSize: '0.7em' }}>
          ▼
        </span>
      </TriggerButton>
      {picker.open && (
        <ListBox role="listbox" id={`${id}-listbox`} aria-labelledby={`${id}-label`} data-placement={picker.placement}>
          {list.map((entry, index) => (
            <li
              key={entry.iso2}
              id={optionId(entry)}
              role="option"
              aria-selected={entry.iso2 === selected?.iso2}
              data-highlighted={index === picker.highlighted ? '' : undefined}
              data-last-preferred={entry.preferred && !list[index + 1]?.preferred ? '' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => picker.highlight(index)}
              onClick={() => {
                picker.close();
                onSelect(entry);
              }}
            >
              <Flag iso2={entry.iso2} />
              <span className="name">{entry.name}</span>
              <span className="dial" dir="ltr">
                +{entry.dialCode}
              </span>
            </li>
          ))}
        </ListBox>
      )}
    </Box>
  );
}
