import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeProduct } from '../testing/make-product';

import { ProductGallery } from './product-gallery';

const product = makeProduct();

const mainImage = () => within(screen.getByRole('button', { name: /^Увеличить/ })).getByRole('img');

describe('ProductGallery', () => {
  it('switches the main picture with the thumbnails «Фото N»', async () => {
    render(<ProductGallery name={product.name} images={product.images} videos={[]} />);
    expect(mainImage()).toHaveAttribute('src', '/media/p/ring_1.svg');
    expect(screen.getByRole('button', { name: 'Фото 1' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Фото 2' }));
    expect(mainImage()).toHaveAttribute('src', '/media/p/ring_2.svg');
    expect(screen.getByRole('button', { name: 'Фото 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Фото 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the picture large in a dialog that «Закрыть» closes', async () => {
    render(<ProductGallery name={product.name} images={product.images} videos={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Фото 2' }));
    screen.getByRole('button', { name: 'Увеличить: Фото 2' }).focus();
    await userEvent.keyboard('{Enter}');
    // the zoom's code loads on first open
    const dialog = await screen.findByRole('dialog', { name: product.name });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/p/ring_2.svg');
    expect(within(dialog).getByText('Фото 2 из 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Следующее фото' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/p/ring_1.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('plays a video from the gallery with controls and a poster', async () => {
    const { container } = render(
      <ProductGallery
        name={product.name}
        images={product.images}
        videos={[{ url: '/media/v/ring.mp4', poster: '/media/v/ring.jpg' }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Видео 1' }));
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/media/v/ring.mp4');
    expect(video).toHaveAttribute('poster', '/media/v/ring.jpg');
    expect(video).toHaveAttribute('controls');
  });

  it('shows no thumbnails for a single picture', () => {
    render(<ProductGallery name={product.name} images={product.images.slice(0, 1)} videos={[]} />);
    expect(screen.queryByRole('button', { name: 'Фото 1' })).not.toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('alt', `${product.name}, фото 1`);
  });
});
