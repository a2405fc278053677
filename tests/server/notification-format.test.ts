import { describe, expect, it } from 'vitest';
import { noticeDay, noticeMoney } from '../../server/notifications/notification-format.ts';

describe('notification texts', () => {
  it('write days and amounts in the reader’s language: Arabic-Indic digits in Arabic, never an ISO date', () => {
    expect(noticeDay('en', '2026-12-01')).toBe('1 December 2026');
    expect(noticeDay('ar', '2026-12-01')).toBe('١ ديسمبر ٢٠٢٦');
    expect(noticeMoney('en', 12_345)).toMatch(/^SAR\s123\.45$/);
    expect(noticeMoney('ar', 12_345)).toMatch(/^\u200f?١٢٣٫٤٥\s?ر\.س\.\u200f?$/);
  });
});
