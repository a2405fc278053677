import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput } from '@/features/auth/date-input.tsx';
import { renderApp } from '../../support/render-app.tsx';

describe('DateInput (the sign-up form\'s date of birth)', () => {
  it('renders a text field first, then the browser\'s date field, keeping its ref', async () => {
    let element: HTMLInputElement | null = null;
    await renderApp('/about-us', { children: <DateInput aria-label="Born" ref={(node: HTMLInputElement | null) => void (element = node)} /> });
    const input = screen.getByRole('textbox', { name: 'Born' });
    expect(input.getAttribute('type')).toBe('text');
    await waitFor(() => expect(input.getAttribute('type')).toBe('date'));
    expect(element).toBe(input);
  });

  it('stays a text field when something that is not a date was typed before the switch', async () => {
    await renderApp('/about-us', { children: <DateInput aria-label="Born" /> });
    const input = screen.getByRole('textbox', { name: 'Born' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '14/03/1992' } });
    await new Promise((done) => setTimeout(done, 20));
    expect(input.getAttribute('type')).toBe('text');
    expect(input.value).toBe('14/03/1992');
  });
});
