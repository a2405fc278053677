import { beforeEach, describe, expect, it } from 'vitest';
import { createAppStorage, storageKeys } from '../../src/lib/storage.ts';

beforeEach(() => window.localStorage.clear());

describe('browser storage', () => {
  it('owns exactly the keys of the spec, under those names', () => {
    expect([...storageKeys].sort()).toEqual(
      [
        'sessionToken', 'sessionId', 'apiKey', 'username', 'userFullName', 'geoId', 'emailAddress', 'countryCode',
        'registrationStep', 'categoryId', 'categoryName', 'orderNumber', 'productCategoryId', 'productCategoryName',
        'productCategoryImage', 'loginTypeEnumId', 'backendUser', 'showModal', 'isMobile', 'brokerLogo', 'lang', 'dir',
      ].sort(),
    );
  });

  it('writes plain values under the spec names, booleans as true/false', () => {
    const storage = createAppStorage(window.localStorage);
    storage.setText('username', 'sara@example.com');
    storage.setFlag('backendUser', true);
    expect(window.localStorage.getItem('username')).toBe('sara@example.com');
    expect(window.localStorage.getItem('backendUser')).toBe('true');
    expect(storage.read()).toMatchObject({ username: 'sara@example.com', backendUser: true, isMobile: false, lang: null });
  });

  it('an empty value removes the key', () => {
    const storage = createAppStorage(window.localStorage);
    storage.setText('orderNumber', 'ORD-1');
    storage.setText('orderNumber', '');
    expect(window.localStorage.getItem('orderNumber')).toBeNull();
  });

  it('wipe removes every key of the spec, language ones included, and leaves foreign keys alone', () => {
    const storage = createAppStorage(window.localStorage);
    for (const key of storageKeys) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem('someone-else', 'kept');
    storage.wipe();
    const left = Object.keys(window.localStorage).sort();
    expect(left).toEqual(['someone-else']);
  });

  it('keeps working when storage throws (privacy mode)', () => {
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    const storage = createAppStorage(throwing);
    expect(() => storage.setText('username', 'x')).not.toThrow();
    expect(storage.getText('username')).toBeNull();
    expect(() => storage.wipe()).not.toThrow();
  });
});
