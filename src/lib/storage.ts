/**
 * The browser's local storage, owned here and only here. It holds exactly the keys the product spec lists under "Entities and their fields",
 * under those exact names; nothing else in the app calls `localStorage` directly.
 */
export const textKeys = [
  'sessionToken',
  'sessionId',
  'apiKey',
  'username',
  'userFullName',
  'geoId',
  'emailAddress',
  'countryCode',
  'registrationStep',
  'categoryId',
  'categoryName',
  'orderNumber',
  'productCategoryId',
  'productCategoryName',
  'productCategoryImage',
  'loginTypeEnumId',
  'brokerLogo',
  'lang',
  'dir',
] as const;
export const booleanKeys = ['backendUser', 'showModal', 'isMobile'] as const;
export const storageKeys = [...textKeys, ...booleanKeys] as const;

export type TextKey = (typeof textKeys)[number];
export type BooleanKey = (typeof booleanKeys)[number];
export type StorageKey = (typeof storageKeys)[number];
export type StoredValues = { [K in TextKey]: string | null } & { [K in BooleanKey]: boolean };


type Backend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isBooleanKey = (key: StorageKey): key is BooleanKey => (booleanKeys as readonly string[]).includes(key);

export interface AppStorage {
  getText(key: TextKey): string | null;
  getFlag(key: BooleanKey): boolean;
  setText(key: TextKey, value: string | null): void;
  setFlag(key: BooleanKey, value: boolean): void;
  remove(key: StorageKey): void;
  /**
   * Every stored key gone, `lang` and `dir` included (on a 403, as the product spec's "States and transitions" asks). The language is not
   * lost: the `lang` cookie (not local storage) still holds it for the next page load.
   */
  wipe(): void;
  /** All keys at once, for the machines' input and the support capsule. */
  read(): StoredValues;
}

/** A storage that also works where localStorage is missing or throws (private mode, SSR). */
export function createAppStorage(backend: Backend | null): AppStorage {
  const safe = {
    get(key: string): string | null {
      try {
        return backend?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        backend?.setItem(key, value);
      } catch {
        // Quota or privacy mode: the app keeps working from memory (machine context).
      }
    },
    remove(key: string) {
      try {
        backend?.removeItem(key);
      } catch {
        // As above.
      }
    },
  };
  const storage: AppStorage = {
    getText: (key) => safe.get(key),
    getFlag: (key) => safe.get(key) === 'true',
    setText(key, value) {
      if (value === null || value === '') safe.remove(key);
      else safe.set(key, value);
    },
    setFlag: (key, value) => safe.set(key, String(value)),
    remove: (key) => safe.remove(key),
    wipe() {
      for (const key of storageKeys) safe.remove(key);
    },
    read() {
      const values = {} as Record<StorageKey, string | boolean | null>;
      for (const key of storageKeys) values[key] = isBooleanKey(key) ? storage.getFlag(key) : storage.getText(key);
      return values as StoredValues;
    },
  };
  return storage;
}

/** The app's storage: window.localStorage in a browser, nothing during prerendering. */
export const appStorage = createAppStorage(typeof window === 'undefined' ? null : window.localStorage);
