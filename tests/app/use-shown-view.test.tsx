import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownView } from '../../src/app/flows/use-shown-view.ts';

const PLACEHOLDER = 'placeholder';

/** Records the view each render draws, so the order of renders can be read. */
function harness() {
  const drawn: string[] = [];
  function Flow({ view }: { view: string }) {
    const shown = useShownView(view, (shown) => shown === PLACEHOLDER);
    drawn.push(shown);
    return <p>{shown}</p>;
  }
  return { drawn, Flow };
}

describe('useShownView', () => {
  it('leaves the placeholder in a deferred render: the placeholder is drawn once more, then the step', () => {
    const { drawn, Flow } = harness();
    const { rerender, container } = render(<Flow view={PLACEHOLDER} />);
    drawn.length = 0;
    act(() => rerender(<Flow view="reason" />));
    expect(drawn).toEqual([PLACEHOLDER, 'reason']);
    expect(container.textContent).toBe('reason');
  });

  it('any other change of view shows at once: a step is never drawn against another step', () => {
    const { drawn, Flow } = harness();
    const { rerender, container } = render(<Flow view="reason" />);
    drawn.length = 0;
    act(() => rerender(<Flow view="confirm" />));
    expect(drawn[0]).toBe('confirm');
    expect(drawn.every((view) => view === 'confirm')).toBe(true);
    act(() => rerender(<Flow view={PLACEHOLDER} />));
    expect(container.textContent).toBe(PLACEHOLDER);
  });
});
