import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CUSTOMER_FORM_ID, CustomerForm } from './customer-form';

const scrollIntoView = vi.fn();

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    configurable: true,
    writable: true,
    value: scrollIntoView,
  });
});

afterEach(() => {
  scrollIntoView.mockReset();
});

const field = (name: string) => screen.getByRole('textbox', { name });

function renderForm(props: Partial<Parameters<typeof CustomerForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<CustomerForm onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CustomerForm', () => {
  it('renders the «Получатель» section with the ui-copy labels', () => {
    renderForm();
    expect(screen.getByRole('group', { name: 'Получатель' })).toBeInTheDocument();
    for (const label of ['Имя', 'Фамилия', 'Отчество', 'Телефон', 'Email', 'Комментарий']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('on an empty submit shows inline errors and centres and focuses the first invalid field', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

    await waitFor(() => expect(field('Имя')).toHaveAccessibleDescription('Заполните поле'));
    expect(field('Фамилия')).toHaveAccessibleDescription('Заполните поле');
    expect(field('Телефон')).toHaveAccessibleDescription('Некорректный номер телефона');
    expect(field('Отчество')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getAllByRole('alert')).toHaveLength(3);

    expect(field('Имя')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(field('Имя'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in DOM order and keeps typed values', async () => {
    const { user } = renderForm();
    await user.type(field('Имя'), 'Анна');
    await user.type(field('Фамилия'), 'Иванова');
    await user.type(field('Email'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

    await waitFor(() => expect(field('Телефон')).toHaveFocus());
    expect(field('Email')).toHaveAccessibleDescription('Введите корректный Email');
    expect(field('Имя')).toHaveValue('Анна');
    expect(field('Фамилия')).toHaveValue('Иванова');
    expect(field('Email')).toHaveValue('anna@');
  });

  it('submits trimmed values', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Имя'), '  Анна ');
    await user.type(field('Фамилия'), ' Иванова  ');
    await user.type(field('Телефон'), '89123456789');
    await user.type(field('Email'), ' anna@mail.ru ');
    await user.type(field('Комментарий'), ' Позвонить заранее ');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toEqual({
      customerName: 'Анна',
      customerSurname: 'Иванова',
      customerPatronymic: '',
      customerPhone: '+7 (912) 345-67-89',
      customerEmail: 'anna@mail.ru',
      comment: 'Позвонить заранее',
    });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('prefills from the profile and submits it as is', async () => {
    const { onSubmit, user } = renderForm({
      defaultValues: {
        customerName: 'Мария',
        customerSurname: 'Петрова',
        customerPatronymic: 'Ивановна',
        customerPhone: '+7 (900) 111-22-33',
        customerEmail: 'maria@mail.ru',
      },
    });
    expect(field('Телефон')).toHaveValue('+7 (900) 111-22-33');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      customerName: 'Мария',
      customerPatronymic: 'Ивановна',
      customerPhone: '+7 (900) 111-22-33',
    });
  });

  it('disables the submit button while pending', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
  });

  it('can leave the submit button to the page, which targets the form id', async () => {
    const onSubmit = vi.fn();
    render(
      <>
        <CustomerForm
          onSubmit={onSubmit}
          showSubmit={false}
          defaultValues={{
            customerName: 'Мария',
            customerSurname: 'Петрова',
            customerPhone: '+7 (900) 111-22-33',
          }}
        />
        <button type="submit" form={CUSTOMER_FORM_ID}>
          Оплатить
        </button>
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Подтвердить заказ' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
