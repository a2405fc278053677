import { describe, expect, it } from 'vitest';
import { type EndpointName, endpoints } from '../../contract/endpoints.ts';
import { endpointAreas, loadArea, loadEndpoint, type EndpointArea } from '../../src/lib/api/endpoint-areas.ts';

describe('the client-side contract, one area at a time', () => {
  it('names an area for every endpoint of the table, and that area defines the very same endpoint', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    expect(Object.keys(endpointAreas).sort()).toEqual([...names].sort());
    for (const name of names) expect(await loadEndpoint(name), name).toBe(endpoints[name]);
  });

  it('has no area defining an endpoint the table lacks, nor one listed under another area', async () => {
    const areas = [...new Set(Object.values(endpointAreas))] as EndpointArea[];
    for (const area of areas) {
      const defined = Object.keys(await loadArea(area)).sort();
      const listed = Object.entries(endpointAreas).filter(([, listedArea]) => listedArea === area).map(([name]) => name).sort();
      expect(defined, area).toEqual(listed);
    }
  });

  it('loads an area once', async () => {
    expect(loadArea('policies')).toBe(loadArea('policies'));
    await loadArea('policies');
  });
});
