import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  axeSeriousIssues,
  clientAddress,
  signInDemo,
  storeSession,
  type ListedProduct,
  type ProductStock,
} from './helpers';

/** axe over the open dialog: the list of shops, then the form with its code step and an error. */
async function expectAccessible(page: Page) {
  const { passes, serious } = await axeSeriousIssues(page, '[role="dialog"]');
  expect(passes).toBeGreaterThan(10);
  expect(serious).toEqual([]);
}

/** The e2e API issues this code for every SMS request (REFERENCE_OTP_CODE), as in auth.spec.ts. */
const TEST_CODE = '111111';

/**
 * A piece on sale online whose size some shop can reserve, found through the store's own door:
 * the product's slug, the size to choose (null without sizes) and the shop's name.
 */
async function reservablePiece(request: APIRequestContext, category = 'podveski') {
  const listed = await request.post(`/svc/catalog/product/list/by-category/${category}`, {
    data: { limit: 32 },
  });
  expect(listed.ok()).toBe(true);
  const { products } = (await listed.json()) as { products: { items: ListedProduct[] } };
  for (const product of products.items) {
    const answer = await request.get(`/svc/catalog/product/${product.slug}/stock`);
    expect(answer.ok()).toBe(true);
    const stock = (await answer.json()) as ProductStock;
    for (const { shop, offers } of stock.shops) {
      const offer = offers.find((candidate) => {
        const online = product.productOffers.find((o) => o.id === candidate.offerUuid);
        return candidate.available > 0 && online && online.count > 0;
      });
      if (offer) {
        return {
          slug: product.slug,
          size: offer.size,
          shop: shop.name,
          offerUuid: offer.offerUuid,
        };
      }
    }
  }
  throw new Error(`no piece of ${category} to reserve in a shop`);
}

/** What a shop can still hand over of an offer, by the stock endpoint (active reservations held). */
async function availableIn(
  request: APIRequestContext,
  piece: { slug: string; shop: string; offerUuid: string },
) {
  const answer = await request.get(`/svc/catalog/product/${piece.slug}/stock`);
  expect(answer.ok()).toBe(true);
  const { shops } = (await answer.json()) as ProductStock;
  const held = shops.find((stock) => stock.shop.name === piece.shop);
  return held?.offers.find((offer) => offer.offerUuid === piece.offerUuid)?.available ?? 0;
}

test('a guest confirms the phone by code, reserves a piece in a shop, opens the reservation and cancels it', async ({
  page,
  request,
  context,
}, testInfo) => {
  // a client of its own: code sends and reservations are limited per client
  await context.setExtraHTTPHeaders(clientAddress());
  // each project its own category and phone, so parallel runs never book the same shop's last piece
  // nor share a phone's limit of three
  const mobile = testInfo.project.name === 'mobile';
  const piece = await reservablePiece(request, mobile ? 'sergi' : 'podveski');
  const size = piece.size ? `?size=${encodeURIComponent(piece.size)}` : '';
  await page.goto(`/product/${piece.slug}/${size}`);

  await page.getByRole('button', { name: /^Наличие в магазинах: \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Наличие в магазинах' });
  const shop = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: piece.shop, exact: true }) });
  await expect(shop).toBeVisible();
  await expectAccessible(page);
  await shop.getByRole('button', { name: 'Забронировать' }).click();

  await dialog.getByLabel('Имя').fill('Анна');
  // a phone of its own: a phone holds at most 3 reservations at once
  const phone = `${mobile ? 917 : 916}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  await dialog.getByLabel('Телефон').pressSequentially(phone);
  await dialog.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }).check();
  // a guest proves the phone as sign-in does: no reservation before the SMS code
  await expect(dialog.getByRole('button', { name: 'Забронировать' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByText(/^Код отправлен по SMS на номер \+7 \(9\d\d\)/)).toBeVisible();
  const code = dialog.getByRole('textbox', { name: /^Код из сообщения/ });

  // a wrong code is refused and keeps what was typed
  await code.fill('000000');
  await dialog.getByRole('button', { name: 'Забронировать' }).click();
  await expect(dialog.getByText('Код введен неверно')).toBeVisible();
  await expect(code).toHaveValue('000000');
  await expectAccessible(page);
  await expect(dialog.getByLabel('Имя')).toHaveValue('Анна');
  await expect(
    dialog.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }),
  ).toBeChecked();

  await code.fill(TEST_CODE);
  await dialog.getByRole('button', { name: 'Забронировать' }).click();

  await expect(
    dialog.getByRole('heading', { name: /^Забронировано до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ }),
  ).toBeVisible();
  await expect(dialog).toContainText(piece.shop);
  await dialog.getByRole('link', { name: 'Открыть бронь' }).click();

  await expect(page).toHaveURL(/\/reservation\/[^/]+\/\?token=/);
  await expect(page.getByText('Бронь действует')).toBeVisible();
  await expect(page.getByText(/^Забронировано до /)).toBeVisible();
  await expect(page.getByRole('heading', { name: piece.shop })).toBeVisible();

  // without the token the reservation is nobody's to read
  const uuid = new URL(page.url()).pathname.split('/')[2]!;
  expect((await request.get(`/svc/order/api/reservation/${uuid}`)).status()).toBe(404);

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await expect(page.getByText('Бронь отменена')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить бронь' })).toHaveCount(0);
});

test('a signed-in customer reserves with the account’s phone, finds it in «Мои заказы» as «Бронь», cancels it and the piece is back', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.setExtraHTTPHeaders(clientAddress());
  await storeSession(context, await signInDemo(request));
  // categories of their own: the guest's journey books pendants and earrings meanwhile
  const mobile = testInfo.project.name === 'mobile';
  const piece = await reservablePiece(request, mobile ? 'braslety' : 'broshi');
  const before = await availableIn(request, piece);
  const size = piece.size ? `?size=${encodeURIComponent(piece.size)}` : '';
  await page.goto(`/product/${piece.slug}/${size}`);

  await page.getByRole('button', { name: /^Наличие в магазинах: \d+$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Наличие в магазинах' });
  await dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: piece.shop, exact: true }) })
    .getByRole('button', { name: 'Забронировать' })
    .click();
  // the profile fills the name and the phone; the account's own phone needs no code
  await expect(dialog.getByLabel('Имя')).not.toHaveValue('');
  await expect(dialog.getByLabel('Телефон')).not.toHaveValue('');
  await dialog.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }).check();
  await dialog.getByRole('button', { name: 'Забронировать' }).click();
  await expect(
    dialog.getByRole('heading', { name: /^Забронировано до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ }),
  ).toBeVisible();
  expect(await availableIn(request, piece)).toBe(before - 1);

  await page.goto('/account/orders/');
  const reservation = page
    .getByRole('list', { name: 'Брони' })
    .getByRole('listitem')
    .filter({ hasText: piece.shop });
  await expect(reservation.getByText('Бронь', { exact: true })).toBeVisible();
  await reservation.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reservation\/[^/?]+\/$/);
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Отменить бронь' }).click();
  await expect(page.getByText('Бронь отменена')).toBeVisible();
  expect(await availableIn(request, piece)).toBe(before);
});
