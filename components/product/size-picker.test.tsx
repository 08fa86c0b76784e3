import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SizePicker } from './size-picker';

const offers = [
  { id: 'a', size: '16' },
  { id: 'b', size: '16.5' },
];

describe('SizePicker', () => {
  it('is a radio group «Размер» that reports the chosen offer', async () => {
    const onChange = vi.fn();
    render(<SizePicker offers={offers} value="a" onChange={onChange} error={null} errorId="e" />);
    expect(screen.getByRole('radiogroup', { name: 'Размер' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: '16' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '16.5' }));
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('shows «Выберите размер» as an alert describing the group', () => {
    render(
      <SizePicker
        offers={offers}
        value={null}
        onChange={vi.fn()}
        error="Выберите размер"
        errorId="size-error"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Размер' });
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите размер');
    expect(group).toHaveAccessibleDescription('Выберите размер');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
