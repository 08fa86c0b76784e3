/**
 * The rows of spec 5's form-field table: for each form, valid base values and, per field, a value
 * with the exact Russian message the form shows (null: the value is accepted). Shared by the
 * storefront's table test (tests/forms/form-fields.table.test.ts) and the reference API's parity
 * test (reference-api/src/validation-parity.test.ts), so both sides are held to the same inputs.
 * Relative imports only: the reference API has no `@/` alias.
 */

export type FieldRow = { field: string; value: unknown; message: string | null };
export type FormTable = { valid: Record<string, unknown>; rows: FieldRow[] };

const REQUIRED = 'Обязательное поле';
const FORMAT = 'Недопустимый формат';
const EMAIL = 'Неверный формат почты';
const DATE = 'Недопустимая дата';
const PHONE = 'Некорректный номер телефона';
const max = (n: number) => `Не более ${n} символов`;
const exactly = (n: number) => `Должно содержать ровно ${n} символов`;

const pad = (n: number) => String(n).padStart(2, '0');
/** dd.mm.yyyy of a day `offset` days from today (local time, as the forms read dates). */
export function dayFromToday(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

export const XSS_TEXT = '<script>alert(1)</script>';
export const XSS_IMG = '"><img src=x onerror=alert(1)>';

const rows = (field: string, cases: [unknown, string | null][]): FieldRow[] =>
  cases.map(([value, message]) => ({ field, value, message }));

const nameRows = (field: string, requiredMessage: string | null): FieldRow[] =>
  rows(field, [
    ['Анна', null],
    ['Анна-Мария', null],
    ["Д'Артаньян", null],
    ['Anna Maria', null],
    ['Ёлкина', null],
    ['А'.repeat(50), null],
    ['', requiredMessage],
    ['   ', requiredMessage],
    ['А'.repeat(51), max(50)],
    ['Анна2', FORMAT],
    ['Анна_', FORMAT],
    [XSS_TEXT, FORMAT],
    [XSS_IMG, FORMAT],
  ]);

const birthDateRows = (field: string): FieldRow[] =>
  rows(field, [
    ['14.05.1990', null],
    ['14-05-1990', null],
    ['14,05,1990', null],
    ['01.01.1900', null],
    ['29.02.2000', null],
    [dayFromToday(0), null],
    ['', REQUIRED],
    ['31.12.1899', DATE],
    ['31.02.1990', DATE],
    ['29.02.2001', DATE],
    ['14/05/1990', DATE],
    ['1990-05-14', DATE],
    ['14.05.90', DATE],
    [dayFromToday(1), DATE],
    [XSS_TEXT, DATE],
  ]);

const emailRows = (field: string): FieldRow[] =>
  rows(field, [
    ['anna@zoloto.test', null],
    ['Anna.Ivanova+shop@Zoloto.RU', null],
    ['anna@[192.168.0.1]', null],
    ['', REQUIRED],
    ['anna@zoloto', EMAIL],
    ['anna@zoloto.r', EMAIL],
    ['anna zoloto.test', EMAIL],
    ['anna@@zoloto.test', EMAIL],
    ['<script>@zoloto.test', EMAIL],
    [`${'a'.repeat(250)}@zoloto.test`, max(254)],
  ]);

const PHONE_OK = '+7 (912) 345-67-89';
const phoneRows = (field: string, emptyMessage: string): FieldRow[] =>
  rows(field, [
    [PHONE_OK, null],
    ['', emptyMessage],
    ['+7 (912) 345-67-8', PHONE],
    ['+7 (912) 345-67-890', PHONE],
    ['89123456789', PHONE],
    ['+7 912 345 67 89', PHONE],
    ['+8 (912) 345-67-89', PHONE],
    ['+7 (912) 345-67-8a', PHONE],
    [`${PHONE_OK}${XSS_TEXT}`, PHONE],
  ]);

/** Registration / fill-profile modal (spec 5 «Registration form»). */
const registration: FormTable = {
  valid: { name: 'Анна', birthDate: '14.05.1990', email: 'anna@zoloto.test' },
  rows: [...nameRows('name', REQUIRED), ...birthDateRows('birthDate'), ...emailRows('email')],
};

/** Account «Личные данные»: the same rules; surname and patronymic optional. */
const profile: FormTable = {
  valid: {
    surname: 'Иванова',
    name: 'Анна',
    patronymic: '',
    birthDate: '14.05.1990',
    sex: 'female',
    email: 'anna@zoloto.test',
  },
  rows: [
    ...nameRows('name', REQUIRED),
    ...nameRows('surname', null),
    ...nameRows('patronymic', null),
    ...birthDateRows('birthDate'),
    ...emailRows('email'),
  ],
};

const CHECKOUT_FILL = 'Заполните поле';
const CHECKOUT_EMAIL = 'Введите корректный Email';
const checkoutNameRows = (field: string) =>
  nameRows(field, CHECKOUT_FILL).map((row) =>
    // the checkout shows its own word for an empty name
    row.message === REQUIRED ? { ...row, message: CHECKOUT_FILL } : row,
  );

/** Checkout (new flow): patronymic not checked, e-mail optional but valid. */
const checkout: FormTable = {
  valid: {
    customerName: 'Анна',
    customerSurname: 'Иванова',
    customerPatronymic: '',
    customerPhone: PHONE_OK,
    customerEmail: '',
    comment: '',
  },
  rows: [
    ...checkoutNameRows('customerName'),
    ...checkoutNameRows('customerSurname'),
    ...rows('customerPatronymic', [
      ['Сергеевна', null],
      ['', null],
    ]),
    ...phoneRows('customerPhone', PHONE),
    ...rows('customerEmail', [
      ['', null],
      ['anna@zoloto.test', null],
      ['anna@zoloto', CHECKOUT_EMAIL],
      [XSS_IMG, CHECKOUT_EMAIL],
    ]),
    ...rows('comment', [
      ['Позвоните за час', null],
      ['я'.repeat(500), null],
      ['я'.repeat(501), max(500)],
    ]),
  ],
};

/** Checkout (older flow): the e-mail is required, one message for empty and invalid. */
const legacyCheckout: FormTable = {
  valid: { ...checkout.valid, customerEmail: 'anna@zoloto.test' },
  rows: [
    ...checkoutNameRows('customerName'),
    ...phoneRows('customerPhone', PHONE),
    ...rows('customerEmail', [
      ['anna@zoloto.test', null],
      ['', CHECKOUT_EMAIL],
      ['   ', CHECKOUT_EMAIL],
      ['anna@zoloto', CHECKOUT_EMAIL],
      [XSS_IMG, CHECKOUT_EMAIL],
    ]),
    ...rows('comment', [
      ['я'.repeat(500), null],
      ['я'.repeat(501), max(500)],
    ]),
  ],
};

/** Newsletter (footer, landing, account): whitespace removed, consent ticked. */
const newsletter: FormTable = {
  valid: { email: 'anna@zoloto.test', consent: true },
  rows: [
    ...rows('email', [
      ['anna@zoloto.test', null],
      [' anna@zoloto.test ', null],
      ['an na@zoloto.test', null],
      ['', REQUIRED],
      ['   ', REQUIRED],
      ['anna@zoloto', EMAIL],
      ['<script>@zoloto.test', EMAIL],
    ]),
    ...rows('consent', [
      [true, null],
      [false, 'Необходимо согласие на обработку персональных данных'],
    ]),
  ],
};

const FIO = 'Введите фамилию, имя и отчество русскими буквами';
const BANK = 'Не корректный ввод';
const ADDRESS = 'Недопустимый формат адреса';

/** Refund request of an order (spec 5 fio, bankName, refundAddress). */
const refund: FormTable = {
  valid: {
    reasonId: '1',
    fio: 'Иванова Анна Сергеевна',
    bankName: 'ПАО «Сбербанк»',
    bik: '044525225',
    account: '40817810099910004312',
    address: 'г. Москва, ул. Тверская, д. 1, кв. 5',
    comment: '',
  },
  rows: [
    ...rows('reasonId', [
      ['1', null],
      ['', 'Выберите причину возврата'],
    ]),
    ...rows('fio', [
      ['Иванова Анна', null],
      ['Иванова-Петрова Анна Сергеевна', null],
      ['', REQUIRED],
      ['Иванова', FIO],
      ['Ivanova Anna', FIO],
      ['Иванова Анна1', FIO],
      [XSS_TEXT, FIO],
    ]),
    ...rows('bankName', [
      ['Тинькофф Банк', null],
      ['Банк "Открытие" (ПАО)', null],
      ['Альфа-Банк', null],
      ['', REQUIRED],
      ['Б', BANK],
      ['-Банк', BANK],
      ['Банк;', BANK],
      [`Б${'а'.repeat(100)}`, BANK],
      [XSS_IMG, BANK],
    ]),
    ...rows('bik', [
      ['044525225', null],
      ['', REQUIRED],
      ['04452522', exactly(9)],
      ['0445252250', exactly(9)],
      ['04452522a', 'Недопустимый формат'],
    ]),
    ...rows('account', [
      ['40817810099910004312', null],
      ['', REQUIRED],
      ['4081781009991000431', exactly(20)],
      ['4081781009991000431x', 'Недопустимый формат'],
    ]),
    ...rows('address', [
      ['Москва, ул. Ленина 5-12', null],
      ['№12 (корпус 2)/3', null],
      ['', REQUIRED],
      [' г. Москва', ADDRESS],
      ['Moscow, Lenina 5', ADDRESS],
      [`${'д'.repeat(301)}`, max(300)],
      [XSS_TEXT, ADDRESS],
    ]),
    ...rows('comment', [
      ['', null],
      ['я'.repeat(1000), null],
      ['я'.repeat(1001), max(1000)],
    ]),
  ],
};

/** Vacancy application (the text fields; the CV file has its own table). */
const vacancy: FormTable = {
  valid: {
    name: 'Анна',
    phone: PHONE_OK,
    email: '',
    comment: '',
    cv: null,
    consent: true,
  },
  rows: [
    ...nameRows('name', REQUIRED),
    ...phoneRows('phone', REQUIRED),
    ...rows('email', [
      ['', null],
      ['anna@zoloto.test', null],
      ['anna@zoloto', EMAIL],
      [XSS_IMG, EMAIL],
      [`${'a'.repeat(250)}@zoloto.test`, max(254)],
    ]),
    ...rows('comment', [
      ['я'.repeat(1000), null],
      ['я'.repeat(1001), max(1000)],
    ]),
    ...rows('consent', [
      [true, null],
      [false, 'Необходимо согласие на обработку персональных данных'],
    ]),
  ],
};

/** «Сменить пароль». */
const password: FormTable = {
  valid: { password: 'secret123', passwordRepeat: 'secret123' },
  rows: [
    ...rows('password', [
      ['', REQUIRED],
      ['short12', 'Не менее 8 символов'],
      ['p'.repeat(101), max(100)],
    ]),
    ...rows('passwordRepeat', [
      ['', REQUIRED],
      ['secret124', 'Пароли не совпадают'],
      ['secret123', null],
    ]),
  ],
};

export const FORM_ROWS = {
  registration,
  profile,
  checkout,
  legacyCheckout,
  newsletter,
  refund,
  vacancy,
  password,
} satisfies Record<string, FormTable>;
export type FormName = keyof typeof FORM_ROWS;

/** The login modal's phone (code and call modes): anything but the exact mask is refused. */
export const SIGN_IN_PHONE_ROWS = [
  { value: PHONE_OK, message: null },
  ...phoneRows('phone', PHONE)
    .filter((row) => row.message)
    .map((row) => ({ value: row.value as string, message: row.message })),
];

const WRONG_CODE = 'Код введен неверно';
/** The one-time code: 6 digits (SMS, Telegram) or the last 4 digits of the calling number. */
export const SIGN_IN_CODE_ROWS = [
  { value: '123456', kind: 'SMS', message: null },
  { value: '1234', kind: 'call', message: null },
  { value: '', kind: 'empty', message: WRONG_CODE },
  { value: '12345', kind: '5 digits', message: WRONG_CODE },
  { value: '1234567', kind: '7 digits', message: WRONG_CODE },
  { value: '12a456', kind: 'a letter', message: WRONG_CODE },
  { value: '١٢٣٤٥٦', kind: 'Arabic-Indic digits', message: WRONG_CODE },
];
