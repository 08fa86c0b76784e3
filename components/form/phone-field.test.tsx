import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { PhoneField } from './phone-field';

function Harness() {
  const { control } = useForm({ defaultValues: { phone: '' } });
  const phone = useWatch({ control, name: 'phone' });
  return (
    <>
      <PhoneField control={control} name="phone" label="Телефон" hint="Для курьера" />
      <output aria-label="form value">{phone}</output>
    </>
  );
}

async function setup() {
  render(<Harness />);
  const input = screen.getByLabelText('Телефон');
  return { user: userEvent.setup(), input };
}

describe('PhoneField', () => {
  it('masks typed digits as +7 (###) ###-##-## and stores the masked value in RHF', async () => {
    const { user, input } = await setup();
    await user.type(input, '9123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
    expect(screen.getByRole('status', { name: 'form value' })).toHaveTextContent(
      '+7 (912) 345-67-89',
    );
  });

  it.each(['89123456789', '79123456789', '+79123456789'])('typing %s yields +7', async (typed) => {
    const { user, input } = await setup();
    await user.type(input, typed);
    expect(input).toHaveValue('+7 (912) 345-67-89');
  });

  it('keeps 8 and 7 as area-code digits after the country code', async () => {
    const { user, input } = await setup();
    await user.type(input, '88123456789');
    expect(input).toHaveValue('+7 (812) 345-67-89');
  });

  it.each(['89123456789', '+79123456789', '9123456789', '8 (912) 345-67-89', '+7 912 345 67 89'])(
    'normalises pasted %s',
    async (pasted) => {
      const { user, input } = await setup();
      await user.click(input);
      await user.paste(pasted);
      expect(input).toHaveValue('+7 (912) 345-67-89');
    },
  );

  it('keeps a pasted 10-digit number starting with 8 as the area code', async () => {
    const { user, input } = await setup();
    await user.click(input);
    await user.paste('8123456789');
    expect(input).toHaveValue('+7 (812) 345-67-89');
  });

  it('replaces a selected number with a pasted 8-prefixed one', async () => {
    const { user, input } = await setup();
    await user.type(input, '9001112233');
    await user.tripleClick(input);
    await user.paste('89123456789');
    expect(input).toHaveValue('+7 (912) 345-67-89');
  });

  it('is labelled, described by its hint and has type tel', async () => {
    const { input } = await setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Для курьера');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });
});
