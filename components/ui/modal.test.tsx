import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Modal } from './modal';

function Harness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Заголовок окна"
        subtitle="Подзаголовок"
        closeOnBackdrop={closeOnBackdrop}
        footer={<button type="button">Действие</button>}
      >
        <input aria-label="Поле" />
      </Modal>
    </>
  );
}

async function openModal(closeOnBackdrop?: boolean) {
  const user = userEvent.setup();
  render(<Harness closeOnBackdrop={closeOnBackdrop} />);
  await user.click(screen.getByRole('button', { name: 'Открыть' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled modal dialog in a portal and locks the page scroll', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Заголовок окна' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Подзаголовок');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus inside and traps Tab and Shift+Tab', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const field = screen.getByRole('textbox', { name: 'Поле' });
    const action = screen.getByRole('button', { name: 'Действие' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab();
    expect(action).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(action).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the «Закрыть» button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click unless closeOnBackdrop is false', async () => {
    let user = await openModal();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    user = await openModal(false);
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uses the given layer and size', () => {
    render(
      <Modal open onClose={() => {}} ariaLabel="Вход" layer={9000} size="side" showClose={false}>
        Текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog.parentElement).toHaveStyle({ zIndex: '9000' });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });
});
