// Measures what a first visit downloads: every JS and CSS response the page itself requests (not the service
// worker's background precache), gzipped at level 9 so the figure does not depend on the server's compression.
import { gzipSync } from 'node:zlib';

/** The portal pages issue 13 budgets, with the demo course they open (an offline course with a session). */
export async function budgetedPages(base) {
  const get = async (path) =>
    (await (await fetch(base + path, { headers: { 'TENANT-ID': '1' } })).json()).data;
  const course = (await get('/api/edu/course/page?mode=offline&size=1')).records[0];
  const session = (await get(`/api/edu/course/details/${course.id}`)).sessions[0];
  return {
    '/#/home': '/#/home',
    '/#/studyOnline': '/#/studyOnline',
    '/#/detail': `/#/detail?id=${course.id}`,
    '/#/login': '/#/login',
    '/#/sign/home': `/#/sign/home?sessionId=${session.id}`,
  };
}

export async function firstVisitBytes(context, url) {
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res.body().then(
        (body) => sizes.set(res.url(), gzipSync(body, { level: 9 }).length),
        () => undefined, // redirects have no body
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  return { total, requests: sizes.size, files: Object.fromEntries(sizes) };
}
