import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Swagger UI's own colours fall below WCAG AA (method badges, version stamps, links, the "in" of a parameter,
 * Cancel), and its top bar holds an unnamed logo and an unlabelled URL field: darker shades, and no top bar (the
 * console frames this page, and its one specification needs no URL field).
 */
const A11Y_CSS = `.swagger-ui .topbar{display:none}
.swagger-ui .info .url,.swagger-ui .info a{color:#1d5fa8}
.swagger-ui .info .title small pre{background:#4d5563}
.swagger-ui .info .title small.version-stamp,.swagger-ui .info .title small.version-stamp pre{background:#3f6b00}
.swagger-ui .opblock .opblock-summary-method,
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1d5fa8}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#2e6b13}
.swagger-ui .opblock.opblock-put .opblock-summary-method,
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#8a4b00}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b3261e}
.swagger-ui .parameter__in,.swagger-ui .parameter__deprecated{color:#595959}
.swagger-ui .btn.try-out__btn.cancel{color:#b3261e;border-color:#b3261e}
.swagger-ui .btn.execute{background:#1d5fa8;border-color:#1d5fa8}`;

/**
 * A parameter with a choice of values is a <select> without a label: each is named by its parameter's name, as
 * Swagger UI renders them (and again after it re-renders).
 */
const A11Y_JS = `new MutationObserver(function () {
  document.querySelectorAll('tr[data-param-name] select:not([aria-label])').forEach(function (s) {
    s.setAttribute('aria-label', s.closest('tr').getAttribute('data-param-name'));
  });
}).observe(document.documentElement, { childList: true, subtree: true });`;

/** The OpenAPI description of every route, and Swagger UI at /api/docs (framed by the console's API pages). */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'peixun API',
        version: '0.1.0',
        description: 'pig dialect: {code,msg,data}, ids as strings',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Deep links make each operation's toggle a button holding a link (nested interactive controls); the
    // highlighter's inline colours fall below AA on its dark background (plain text reads well).
    uiConfig: { deepLinking: false, syntaxHighlight: false },
    theme: {
      title: 'peixun API',
      css: [{ filename: 'a11y.css', content: A11Y_CSS }],
      js: [{ filename: 'a11y.js', content: A11Y_JS }],
    },
  });
}
