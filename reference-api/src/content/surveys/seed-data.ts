import type { QuestionType } from '../../../../lib/platform/api/contracts/survey';

export type SeedOption = { id: string; text: string; result?: string };
export type SeedQuestion = {
  id: string;
  type: QuestionType;
  text: string;
  required: boolean;
  options?: SeedOption[];
  max_length?: number;
};
export type SeedSurvey = {
  uuid: string;
  slug: string;
  kind: 'quiz' | 'feedback' | 'tv';
  title: string;
  description: string;
  isCurrent?: boolean;
  results?: { key: string; title: string; text: string }[];
  questions: SeedQuestion[];
};

export const QUIZ_UUID = '6f1c2a4e-3b5d-4c7e-9a10-2b3c4d5e6f70';
export const FEEDBACK_UUID = '8a2d3b5f-4c6e-4d8f-8b21-3c4d5e6f7081';
export const TV_UUID = '9b3e4c60-5d7f-4e90-9c32-4d5e6f708192';

const option = (id: string, text: string, result?: string): SeedOption => ({ id, text, result });
/** A required question unless `more` says otherwise. */
const question = (
  id: string,
  type: QuestionType,
  text: string,
  more: Partial<Pick<SeedQuestion, 'required' | 'options' | 'max_length'>> = {},
): SeedQuestion => ({ id, type, text, required: true, ...more });

const QUIZ: SeedSurvey = {
  uuid: QUIZ_UUID,
  slug: 'kakoe-ukrashenie-vam-podhodit',
  kind: 'quiz',
  title: 'Какое украшение вам подходит?',
  description:
    'Ответьте на пять вопросов — подскажем, с какого украшения начать и на что обратить внимание в каталоге.',
  isCurrent: true,
  results: [
    {
      key: 'classic',
      title: 'Классика: серьги-пусеты и тонкая цепочка',
      text: 'Вам подходят лаконичные украшения из жёлтого или красного золота, которые носят каждый день. Начните с пусет с фианитами и цепочки плетения «якорь».',
    },
    {
      key: 'statement',
      title: 'Акцент: крупное кольцо с цветным камнем',
      text: 'Вы любите, когда украшение замечают. Присмотритесь к коктейльным кольцам с топазом, аметистом или изумрудом из коллекции Luxe.',
    },
    {
      key: 'minimal',
      title: 'Минимализм: серебро и геометрия',
      text: 'Ваш выбор — серебро без лишних деталей: тонкие кольца, подвески-геометрия и браслеты, которые легко сочетать между собой.',
    },
  ],
  questions: [
    question('q-style', 'single', 'Какой стиль одежды вы носите чаще всего?', {
      options: [
        option('office', 'Деловой: офис, встречи', 'classic'),
        option('evening', 'Яркий: вечеринки и выходы в свет', 'statement'),
        option('casual', 'Повседневный: джинсы, кеды, трикотаж', 'minimal'),
      ],
    }),
    question('q-metal', 'single', 'Какой металл вам ближе?', {
      options: [
        option('gold', 'Красное или жёлтое золото', 'classic'),
        option('white', 'Белое золото с камнями', 'statement'),
        option('silver', 'Серебро', 'minimal'),
      ],
    }),
    question('q-occasion', 'multiple', 'Для каких случаев вы выбираете украшения?', {
      options: [
        option('daily', 'На каждый день'),
        option('holiday', 'На праздник'),
        option('gift', 'В подарок близким'),
        option('collection', 'Для коллекции'),
      ],
    }),
    question(
      'q-stones',
      'rating',
      'Насколько вам нравятся украшения с крупными камнями? (1 — совсем нет, 5 — очень)',
    ),
    question('q-wish', 'text', 'Какое украшение вы давно хотите, но пока не нашли?', {
      required: false,
      max_length: 500,
    }),
  ],
};

const FEEDBACK: SeedSurvey = {
  uuid: FEEDBACK_UUID,
  slug: 'feedback',
  kind: 'feedback',
  title: 'Оцените покупку',
  description:
    'Спасибо, что выбрали наш магазин! Расскажите, как прошла покупка: каждый ответ читает служба качества.',
  questions: [
    question('f-nps', 'nps', 'Насколько вероятно, что вы порекомендуете наш магазин друзьям?'),
    question('f-quality', 'rating', 'Оцените качество украшения'),
    question('f-delivery', 'single', 'Как вы получили заказ?', {
      options: [
        option('courier', 'Курьером'),
        option('pvz', 'В пункте выдачи'),
        option('shop', 'В магазине'),
      ],
    }),
    question('f-liked', 'multiple', 'Что вам понравилось?', {
      required: false,
      options: [
        option('choice', 'Большой выбор'),
        option('price', 'Цены и скидки'),
        option('package', 'Упаковка'),
        option('speed', 'Скорость доставки'),
        option('support', 'Консультация'),
      ],
    }),
    question('f-comment', 'text', 'Что нам стоит улучшить?', { required: false, max_length: 1000 }),
  ],
};

const TV: SeedSurvey = {
  uuid: TV_UUID,
  slug: 'tv',
  kind: 'tv',
  title: 'Как вам наш эфир?',
  description: 'Вы смотрели наш ювелирный телеканал. Оцените эфир — это займёт минуту.',
  questions: [
    question('tv-nps', 'nps', 'Насколько вероятно, что вы порекомендуете наш телеканал знакомым?'),
    question('tv-host', 'rating', 'Оцените работу ведущих', { required: false }),
    question('tv-watch', 'single', 'Как часто вы смотрите наш эфир?', {
      required: false,
      options: [
        option('daily', 'Каждый день'),
        option('weekly', 'Несколько раз в неделю'),
        option('rarely', 'Иногда'),
        option('first', 'Впервые'),
      ],
    }),
    question('tv-comment', 'text', 'Комментарий', { required: false, max_length: 1000 }),
  ],
};

export const SEED_SURVEYS: readonly SeedSurvey[] = [QUIZ, FEEDBACK, TV];
