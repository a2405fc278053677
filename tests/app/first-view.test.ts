import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewOf, hasAnonymousView, hasSignedInView, prerenderVariantsOf } from '../../src/app/routes/first-view.tsx';
import { signedInAttribute } from '../../src/lib/first-view-attributes.ts';
import { routeTable } from '../../src/app/routes/route-table.ts';

const byId = (id: string) => routeTable.find((entry) => entry.id === id)!;

describe('first view of every route (what its HTML shows before JavaScript)', () => {
  it('public pages are their page, hydrated, with no other variant', () => {
    for (const entry of routeTable.filter((route) => route.prerender)) expect(prerenderVariantsOf(entry), entry.id).toEqual(['page']);
  });

  it('forms render as forms, with a skeleton for URLs that ask for another view', () => {
    for (const id of ['login', 'signUp', 'signUpBroker', 'forgotPassword', 'myAccount']) {
      expect(firstViewOf(byId(id)), id).toBe('page');
      expect(prerenderVariantsOf(byId(id)), id).toEqual(['page', 'skeleton']);
    }
  });

  it('pages of a customer\'s own data are the anonymous view (a sign-in prompt a signed-in visitor does not see), with a skeleton for URLs with a query', () => {
    for (const id of ['myPolicy', 'policyDetail', 'notifications', 'emailVerification']) {
      expect(hasAnonymousView(byId(id)), id).toBe(true);
      expect(prerenderVariantsOf(byId(id)), id).toEqual(['page', 'skeleton']);
    }
    for (const id of ['login', 'home', 'ourProducts', 'cancelPolicy']) expect(hasAnonymousView(byId(id)), id).toBe(false);
  });

  it('the catalogue is a signed-in view (each concrete page rendered from the catalogue, hidden from an anonymous visitor); its patterns stay skeletons', () => {
    for (const id of ['ourProducts', 'category', 'buyInsurance']) expect(hasSignedInView(byId(id)), id).toBe(true);
    for (const id of ['myPolicy', 'login', 'home', 'services', 'cancelPolicy']) expect(hasSignedInView(byId(id)), id).toBe(false);
  });

  it("pages that depend on the customer (and any route nobody classified) show a skeleton", () => {
    for (const id of ['ourProducts', 'category', 'buyInsurance', 'cancelPolicy', 'changeBroker']) expect(prerenderVariantsOf(byId(id)), id).toEqual(['skeleton']);
    expect(firstViewOf({ id: 'someNewPage', prerender: false })).toBe('skeleton');
  });

  it("index.html's head script marks a stored username with the attribute the pages' CSS reads (the script cannot import it)", () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const script = /<script>\(function\(\)\{try\{([\s\S]*?)\}catch/.exec(html)?.[1] ?? '';
    expect(script).toContain(`if(localStorage.getItem('username'))d.setAttribute('${signedInAttribute}','')`);
  });
});
