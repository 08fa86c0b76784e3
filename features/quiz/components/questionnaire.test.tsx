import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Survey } from '@/lib/platform/api/contracts/survey';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';

import { CHECK_ANSWERS, Questionnaire, SEND_FAILED } from './questionnaire';

vi.mock('@/lib/platform/toast', () => ({
  notify: { error: vi.fn(), warning: vi.fn(), success: vi.fn() },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/quiz/' }));

const SURVEY: Survey = {
  uuid: 'u1',
  title: 'Какое украшение вам подходит?',
  description: 'Пять вопросов',
  questions: [
    {
      id: 'style',
      type: 'single',
      text: 'Ваш стиль',
      required: true,
      options: [
        { id: 'office', text: 'Деловой' },
        { id: 'casual', text: 'Повседневный' },
      ],
    },
    {
      id: 'occasion',
      type: 'multiple',
      text: 'Для каких случаев?',
      required: true,
      options: [
        { id: 'daily', text: 'На каждый день' },
        { id: 'gift', text: 'В подарок' },
      ],
    },
    { id: 'stones', type: 'rating', text: 'Крупные камни', required: false },
    { id: 'nps', type: 'nps', text: 'Порекомендуете нас?', required: true },
    { id: 'wish', type: 'text', text: 'Ваше пожелание', required: false, max_length: 20 },
  ],
};

const group = (name: string) => screen.getByRole('group', { name: new RegExp(name) });

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(group('Ваш стиль')).getByLabelText('Повседневный'));
  await user.click(within(group('Для каких случаев')).getByLabelText('В подарок'));
  await user.click(within(group('Крупные камни')).getByLabelText('4'));
  await user.click(within(group('Порекомендуете')).getByLabelText('9'));
  await user.type(screen.getByLabelText(/Ваше пожелание/), '  Кольцо ');
}

beforeEach(() => vi.clearAllMocks());

describe('Questionnaire', () => {
  it('renders each question kind as a labelled group or field', () => {
    render(<Questionnaire survey={SURVEY} onSend={vi.fn()} />);
    expect(screen.getByRole('form', { name: SURVEY.title })).toBeInTheDocument();
    expect(within(group('Ваш стиль')).getAllByRole('radio')).toHaveLength(2);
    expect(within(group('Для каких случаев')).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(group('Крупные камни')).getAllByRole('radio')).toHaveLength(5);
    expect(within(group('Порекомендуете')).getAllByRole('radio')).toHaveLength(11);
    expect(screen.getByRole('textbox', { name: /Ваше пожелание/ })).toHaveAttribute(
      'maxlength',
      '20',
    );
  });

  it('shows «Обязательное поле» on every required question and does not send', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Questionnaire survey={SURVEY} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(3);
    expect(within(group('Ваш стиль')).getByRole('alert')).toHaveTextContent('Обязательное поле');
    expect(within(group('Крупные камни')).queryByRole('alert')).toBeNull();
    expect(within(group('Ваш стиль')).getByLabelText('Деловой')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends typed answers and shows the thank-you state with the quiz result', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn()
      .mockResolvedValue({ id: 1, result: { title: 'Минимализм', text: 'Серебро' } });
    render(<Questionnaire survey={SURVEY} onSend={onSend} />);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await screen.findByText('Спасибо! Ваши ответы отправлены.')).toBeInTheDocument();
    expect(screen.getByText(/Ваш результат: Минимализм/)).toBeInTheDocument();
    expect(onSend).toHaveBeenCalledWith({
      style: 'casual',
      occasion: ['gift'],
      stones: 4,
      nps: 9,
      wish: 'Кольцо',
    });
  });

  it('shows the server messages per question and keeps the answers', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Validation Error',
        fieldErrors: { 'answers.style': ['Выберите вариант из списка'] },
      }),
    );
    render(<Questionnaire survey={SURVEY} onSend={onSend} />);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    expect(await within(group('Ваш стиль')).findByRole('alert')).toHaveTextContent(
      'Выберите вариант из списка',
    );
    expect(notify.error).toHaveBeenCalledWith(CHECK_ANSWERS);
  });

  it('toasts a failed send and keeps the form filled', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockRejectedValue(new ApiError({ status: null, message: 'down' }));
    render(<Questionnaire survey={SURVEY} onSend={onSend} />);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Отправить ответы' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(SEND_FAILED));
    expect(within(group('Ваш стиль')).getByLabelText('Повседневный')).toBeChecked();
    expect(screen.getByLabelText(/Ваше пожелание/)).toHaveValue('  Кольцо ');
  });

  it('reports each answer change (the TV survey saves its NPS at once)', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<Questionnaire survey={SURVEY} onSend={vi.fn()} onAnswer={onAnswer} />);
    await user.click(within(group('Порекомендуете')).getByLabelText('10'));
    expect(onAnswer).toHaveBeenCalledWith(SURVEY.questions[3], '10');
  });
});
