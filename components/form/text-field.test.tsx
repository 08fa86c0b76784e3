import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

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
          <TextareaField label="Комментарий" {...register('note')} />
        </>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Позвонить');
    expect(read()).toEqual({ name: 'Анна', note: 'Позвонить' });
  });
});
