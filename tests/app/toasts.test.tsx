import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, dismissToast, showToast, toastKinds, updateToast } from '../../src/lib/toasts.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => clearToasts());

const container = () => document.querySelector('.Toastify__toast-container');

/** jsdom runs no CSS animations: end the exit animations by hand so toastify removes its toasts. */
async function finishExitAnimations() {
  await waitFor(() => expect(document.querySelector('.Toastify__slide-exit--top-right')).not.toBeNull());
  for (const node of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(node);
}

describe('toasts', () => {
  it('shows every type, top-right, closing after 10 s, in the light theme by default', async () => {
    await renderApp('/about-us');
    for (const kind of toastKinds) act(() => void showToast(kind, `A ${kind} toast`));
    for (const kind of toastKinds) expect(await screen.findByText(`A ${kind} toast`)).toBeTruthy();
    expect(container()?.className).toContain('Toastify__toast-container--top-right');
    expect(document.querySelector('.Toastify__toast--success')?.className).toContain('Toastify__toast-theme--light');
    const progress = document.querySelector<HTMLElement>('.Toastify__toast--info .Toastify__progress-bar');
    expect(progress?.style.animationDuration).toBe('10000ms');
  });

  it('updates a loading toast into a success, and dismisses one toast', async () => {
    await renderApp('/faq');
    let id: string | number = '';
    act(() => void (id = showToast('loading', 'Saving…')));
    expect(await screen.findByText('Saving…')).toBeTruthy();
    act(() => updateToast(id, 'success', 'Saved'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => dismissToast(id));
    await finishExitAnimations();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 3000 });
  });

  it('clears every toast when the URL changes', async () => {
    await renderApp('/about-us');
    act(() => void showToast('info', 'Before navigating'));
    expect(await screen.findByText('Before navigating')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: 'Frequently Asked Questions' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeTruthy();
    await finishExitAnimations();
    await waitFor(() => expect(screen.queryByText('Before navigating')).toBeNull(), { timeout: 3000 });
  });

  it('runs right to left in Arabic', async () => {
    await renderApp('/about-us', { language: 'ar' });
    act(() => void showToast('warning', 'تنبيه'));
    expect(await screen.findByText('تنبيه')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast--warning')?.className).toContain('Toastify__toast--rtl');
  });
});
