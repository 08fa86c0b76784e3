import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RingSizer } from './ring-sizer';

afterEach(() => window.localStorage.clear());

const cardSlider = () => screen.getByRole('slider', { name: 'Длина карты на экране' });
const circleSlider = () => screen.getByRole('slider', { name: 'Внутренний диаметр кольца' });
const status = () => screen.getByRole('status');

describe('the on-screen sizer', () => {
  it('calibrates with the card: the outline follows the slider and px per mm is remembered', () => {
    render(<RingSizer />);
    // 96 CSS px per inch until calibrated: 85.6 mm ≈ 324 px
    expect(cardSlider()).toHaveValue('324');
    fireEvent.change(cardSlider(), { target: { value: '428' } });
    expect(screen.getByTestId('card-outline')).toHaveStyle({ height: '428px', width: '270px' });
    expect(window.localStorage.getItem('ringSizerPxPerMm')).toBe('5');
    // the circle is drawn at the calibrated scale: 17 mm × 5 px
    expect(screen.getByTestId('ring-circle')).toHaveStyle({ width: '85px', height: '85px' });
  });

  it('starts from the remembered calibration and size', () => {
    window.localStorage.setItem('ringSizerPxPerMm', '5');
    window.localStorage.setItem('ringSize', '18.5');
    render(<RingSizer />);
    expect(cardSlider()).toHaveValue('428');
    expect(circleSlider()).toHaveValue('18.5');
    expect(screen.getByTestId('ring-circle')).toHaveStyle({ width: '92.5px' });
  });

  it('names the nearest standard size on the catalogue and remembers it on demand', async () => {
    render(<RingSizer />);
    fireEvent.change(circleSlider(), { target: { value: '17.3' } });
    expect(circleSlider()).toHaveAccessibleDescription(/Положите кольцо/);
    expect(status()).toHaveTextContent('Ваш размер — 17.5');
    await userEvent.click(screen.getByRole('button', { name: 'Запомнить размер 17.5' }));
    expect(window.localStorage.getItem('ringSize')).toBe('17.5');
    expect(status()).toHaveTextContent('Ваш размер — 17.5. Запомнен на этом устройстве');
    await userEvent.click(screen.getByRole('button', { name: 'Забыть мой размер' }));
    expect(window.localStorage.getItem('ringSize')).toBeNull();
    expect(screen.getByRole('button', { name: 'Запомнить размер 17.5' })).toHaveFocus();
  });

  it('steps the circle by 0.1 mm with the buttons', async () => {
    render(<RingSizer />);
    const bigger = screen.getByRole('button', { name: 'Увеличить круг на 0,1 мм' });
    for (let step = 0; step < 3; step += 1) await userEvent.click(bigger);
    expect(circleSlider()).toHaveValue('17.3');
    expect(circleSlider()).toHaveAttribute('aria-valuetext', '17,3 мм');
    await userEvent.click(screen.getByRole('button', { name: 'Уменьшить круг на 0,1 мм' }));
    expect(circleSlider()).toHaveValue('17.2');
    expect(status()).toHaveTextContent('Ваш размер — 17');
  });

  it('on a product, names the nearest sellable size and selects it', async () => {
    const onSelect = vi.fn();
    render(<RingSizer sizes={['16.5', '17.5', '19']} onSelect={onSelect} />);
    fireEvent.change(circleSlider(), { target: { value: '17.4' } });
    expect(status()).toHaveTextContent('Ваш размер — 17.5, он есть в наличии');
    fireEvent.change(circleSlider(), { target: { value: '18.1' } });
    expect(status()).toHaveTextContent('Ваш размер — 18. Ближайший в наличии — 17.5');
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать размер 17.5' }));
    expect(onSelect).toHaveBeenCalledWith('17.5');
    // the device keeps the shopper's own size, not the neighbour this ring had in stock
    expect(window.localStorage.getItem('ringSize')).toBe('18');
  });
});
