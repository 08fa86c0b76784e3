import { figure, type PostDef } from './post-def';

/**
 * Two demo posts whose bodies carry hostile markup mixed into real text, the way a careless
 * copy-paste into a CMS would bring it: scripts, event handlers, javascript:/data: links, frames,
 * styles and an mXSS attempt. The storefront must render them harmless (lib/platform/html/sanitize-html).
 */
export const HOSTILE_POSTS: PostDef[] = [
  {
    slug: 'kak-raspoznat-moshennicheskie-ssylki',
    category: 'sovety-pokupatelyam',
    title: 'Как распознать мошеннические ссылки',
    excerpt:
      'Сообщения о «выигрыше» и «бонусах к сгоранию» рассылают мошенники от имени магазинов. Как проверить ссылку и что делать, если вы уже перешли по ней.',
    cover: 'giftcard_none_none_1',
    date: '2026-10-02',
    body: `<p>Мошенники всё чаще рассылают письма и SMS от имени ювелирных магазинов: «Вам начислено 5000 бонусов», «Ваш заказ задержан — оплатите доставку». Цель одна — выманить данные карты или код из SMS.<script>alert('xss: script')</script></p>
<h2>Признаки поддельной ссылки</h2>
<ul>
<li>адрес сайта отличается от нашего одной-двумя буквами или содержит лишние слова;</li>
<li onmouseover="alert('xss: mouseover')">вас торопят: «бонусы сгорят через час»;</li>
<li>просят ввести код из SMS или CVC-код карты;</li>
<li>ссылка ведёт на страницу с формой оплаты «доставки» или «страховки».</li>
</ul>
<p>Пример такого письма: «<a href="javascript:alert(document.cookie)">Проверить начисленные бонусы</a>» или «<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Открыть электронный чек</a>». Настоящие ссылки магазина всегда ведут на наш сайт.</p>
<img src="/media/p/giftcard_none_none_3.svg" onerror="alert('xss: onerror')" alt="Скриншот поддельного письма">
<h2>Как проверить себя</h2>
<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff" onclick="alert('xss: onclick')">Откройте личный кабинет, набрав адрес сайта вручную, и посмотрите баланс бонусов там. Мы никогда не просим назвать код из SMS по телефону.</p>
<iframe src="https://example.com/phishing" width="600" height="400"></iframe>
<svg onload="alert('xss: svg')"><circle r="10"></circle></svg>
<p>Если вы уже перешли по подозрительной ссылке и ввели данные карты, сразу позвоните в банк и заблокируйте карту. О подделке сообщите нам по телефону службы поддержки — это помогает предупредить других покупателей.</p>
<a href="JaVaScRiPt&colon;alert('xss: entity')">Написать в поддержку</a>
${figure('giftcard_none_none_2', 'Подарочная карта магазина', 'Подарочные карты продаются только в магазинах и на сайте')}
<p>Подарочные сертификаты покупайте только в разделе <a href="/catalog/podarochnye-sertifikaty/">сертификатов</a> или в наших <a href="/addresses/">магазинах</a>.</p>`,
  },
  {
    slug: 'beloe-zoloto-i-rodirovanie',
    category: 'kamni-i-metally',
    title: 'Белое золото: зачем нужно родирование',
    excerpt:
      'Белое золото на самом деле слегка желтоватое — белизну ему даёт тонкий слой родия. Как часто его обновлять и сколько стоит процедура.',
    cover: 'ring_au585w_sapphire_1',
    date: '2026-05-06',
    body: `<style>body{display:none!important}</style>
<p>Белое золото получают, добавляя в сплав палладий или никель. Но даже такой сплав имеет лёгкий желтоватый оттенок, поэтому готовые изделия покрывают родием — металлом платиновой группы.</p>
<h2>Что даёт родий</h2>
<ul>
<li>холодный зеркальный блеск;</li>
<li>защиту от царапин и потемнения;</li>
<li>гипоаллергенность: покрытие отделяет сплав от кожи.</li>
</ul>
<div onclick="alert('xss: div')"><p>Со временем родий стирается — особенно на внутренней стороне кольца. В среднем покрытие обновляют раз в один-два года.</p></div>
<iframe src="javascript:alert('xss: iframe')"></iframe>
<object data="data:text/html,<script>alert('xss: object')</script>"></object>
<form action="javascript:alert('xss: form')"><input type="submit" value="Записаться на родирование"></form>
${figure('ring_au585w_sapphire_2', 'Кольцо из белого золота с сапфиром')}
<h2>Как проходит процедура</h2>
<p>Украшение очищают, полируют и погружают в гальваническую ванну. На всё уходит от одного до трёх дней. <a href="vbscript:msgbox('xss')">Запишитесь</a> в ближайшей мастерской или спросите консультанта в <a href="/addresses/">магазине</a>.</p>
<math><mtext><table><mglyph><style><img src=x onerror="alert('xss: mxss')"></style></mglyph></table></mtext></math>
<p>Кольца из белого золота смотрите в <a href="/catalog/kolca/" onfocus="alert('xss: onfocus')" autofocus>каталоге колец</a>.</p>`,
  },
];

/** A post in the inactive archive category: never public. */
export const ARCHIVED_POSTS: PostDef[] = [
  {
    slug: 'chernaya-pyatnica-2025',
    category: 'arhiv-akcij',
    title: 'Чёрная пятница 2025: скидки до 70%',
    excerpt: 'Акция завершена. Спасибо всем, кто был с нами!',
    cover: 'ring_au585_ruby_1',
    date: '2025-11-28',
    body: '<p>Акция завершилась 1 декабря 2025 года.</p>',
  },
];
