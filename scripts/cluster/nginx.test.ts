import { describe, expect, it } from 'vitest';

import { APP_USER_AGENT_TOKEN, isAppUserAgent } from '@/lib/shop/app-mode';

import { nginxConfig } from './nginx.mjs';

const config = nginxConfig({ host: '127.0.0.1', port: 3000, instancePorts: [3001, 3002] });

describe('deploy/nginx.conf', () => {
  it('tells the native app by its user agent exactly as the store does', () => {
    const map = /map \$http_user_agent \$app_user_agent \{\s*default 0;\s*~(\S+) 1;\s*\}/.exec(
      config,
    );
    expect(map, 'the $app_user_agent map').toBeTruthy();
    // nginx's `~` is a case-sensitive PCRE match, as JavaScript's RegExp without flags
    const nginxSays = (agent: string) => new RegExp(map![1]!).test(agent);
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131 Mobile ${APP_USER_AGENT_TOKEN}3.2.0`,
      `${APP_USER_AGENT_TOKEN}1`,
      APP_USER_AGENT_TOKEN.toLowerCase(),
      APP_USER_AGENT_TOKEN.replace('/', ''),
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      '',
    ];
    for (const agent of agents) expect(nginxSays(agent), agent).toBe(isAppUserAgent(agent));
  });

  it('keys kept pages by the address, the app_mode cookie as sent and the app’s token', () => {
    expect(config).toContain(
      'proxy_cache_key "$scheme$host$request_uri|$cookie_app_mode|$app_user_agent";',
    );
  });
});
