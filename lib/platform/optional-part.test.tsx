import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { orNothing } from './optional-part';

describe('orNothing', () => {
  it('passes a loaded part through', async () => {
    const Part = () => <p>part</p>;
    expect(await orNothing(Promise.resolve(Part))).toBe(Part);
  });

  it('renders nothing when the code cannot load', async () => {
    const failed = Promise.reject<() => React.ReactNode>(new Error('ChunkLoadError'));
    const Part = await orNothing(failed);
    const { container } = render(<Part />);
    expect(container).toBeEmptyDOMElement();
  });
});
