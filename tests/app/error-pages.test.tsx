import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app.tsx';

// A page that breaks while rendering: an unhandled fatal error.
vi.mock('../../src/features/policies/my-policy-page.tsx', () => ({
  default: function BrokenPage(): never {
    throw new Error('A bug in a page');
  },
}));

describe('error pages', () => {
  it('an unknown route shows the 404 page with "Page not found: {path}"', async () => {
    await renderApp('/nothing/here');
    expect((await screen.findByTestId('error-description')).textContent).toBe('Page not found: /nothing/here');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-status').textContent).toBe('Error 404');
  });

  it('an unhandled error while rendering shows the error page, status 500, "Internal Server Error"', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/my-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('Error 500');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    quiet.mockRestore();
    warn.mockRestore();
  });

  it('shows the status code in Arabic digits in Arabic', async () => {
    await renderApp('/nope', { language: 'ar' });
    const description = await screen.findByTestId('error-description');
    expect(description.textContent).toBe('الصفحة غير موجودة: /nope');
    // The path is isolated left to right, so it reads /nope, not nope/.
    expect(description.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByTestId('error-status').textContent).toBe('خطأ ٤٠٤');
  });
});
