import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { TextField } from './text-field';

describe('TextField', () => {
  it('associates label, hint and error with the input', () => {
    render(<TextField label="Имя" name="name" hint="Как в паспорте" error="Заполните поле" />);
    const input = screen.getByRole('textbox', { name: 'Имя' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Как в паспорте Заполните поле');
    expect(screen.getByRole('alert')).toHaveTextContent('Заполните поле');
  });

  it('has no alert and aria-invalid=false without an error', () => {
    render(<TextField label="Имя" name="name" />);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works with RHF register', async () => {
    let read: () => unknown = () => undefined;
    function Harness() {
      const { register, getValues } = useForm({ defaultValues: { name: '', note: '' } });
      read = getValues;
      return (
        <>
          <TextField label="Имя" {...register('name')} />
          <TextField multiline label="Комментарий" {...register('note')} />
        </>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Позвонить');
    expect(read()).toEqual({ name: 'Анна', note: 'Позвонить' });
  });

  it('multiline is a textarea of 4 rows unless told otherwise, labelled like the input', () => {
    render(
      <>
        <TextField multiline label="Комментарий" name="note" />
        <TextField multiline label="О себе" name="about" rows={8} />
      </>,
    );
    const note = screen.getByRole('textbox', { name: 'Комментарий' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '4');
    expect(screen.getByRole('textbox', { name: 'О себе' })).toHaveAttribute('rows', '8');
  });

  it('a required field says so to assistive tech, not with a native bubble', () => {
    render(
      <>
        <TextField label="Имя" name="name" required />
        <TextField multiline label="Комментарий" name="note" required />
      </>,
    );
    for (const name of ['Имя', 'Комментарий']) {
      const control = screen.getByRole('textbox', { name });
      expect(control).toHaveAttribute('aria-required', 'true');
      expect(control).not.toHaveAttribute('required');
    }
  });
});
