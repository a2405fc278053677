import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLaterPart } from '../../src/app/flows/use-later-part.ts';

describe('useLaterPart', () => {
  it('leaves the later part out of the first commit and draws it in the next', () => {
    const commits: boolean[] = [];
    function View() {
      const later = useLaterPart();
      commits.push(later);
      return (
        <>
          <p>first</p>
          {later && <p>later</p>}
        </>
      );
    }
    let container!: HTMLElement;
    act(() => {
      container = render(<View />).container;
    });
    expect(commits[0]).toBe(false);
    expect(commits.at(-1)).toBe(true);
    expect(container.textContent).toBe('firstlater');
  });
});
