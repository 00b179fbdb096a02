import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A subscription as the fake holds it; served in the shape of Stripe's API (period on the item). */
export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
  created?: number;
};

function subscriptionJson(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    created: s.created ?? 0,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_end: s.currentPeriodEnd,
          price: { id: s.priceId ?? 'price_keel_monthly', object: 'price' },
        },
      ],
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for the parts of Stripe's HTTP API Keel calls (customers, Checkout Sessions,
 * Billing Portal sessions, subscription reads). Tests set the subscriptions it holds, read the
 * requests it got, and sign webhook events with the official library.
 */
export function fakeStripe() {
  const received: {
    method: string;
    path: string;
    form: Record<string, string>;
    authorization?: string;
    idempotencyKey?: string;
  }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const behaviour = { checkoutUrl: true as boolean, failWith: null as number | null };

  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : text));
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      form,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    if (behaviour.failWith) {
      return send(response, behaviour.failWith, {
        error: { type: 'api_error', message: 'The fake is failing on purpose.' },
      });
    }
    counter += 1;
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers')
      return send(response, 200, { id: `cus_fake${counter}`, object: 'customer' });
    if (route === 'POST /v1/checkout/sessions') {
      const id = `cs_test_fake${counter}`;
      return send(response, 200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: behaviour.checkoutUrl ? `https://checkout.stripe.com/c/pay/${id}` : null,
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return send(response, 200, {
        id: `bps_fake${counter}`,
        object: 'billing_portal.session',
        url: `https://billing.stripe.com/p/session/fake${counter}`,
      });
    }
    if (route === 'GET /v1/subscriptions') {
      const data = [...subscriptions.values()]
        .filter((s) => s.customer === form.customer)
        .sort((a, b) => (b.created ?? 0) - (a.created ?? 0))
        .slice(0, Number(form.limit ?? 10))
        .map(subscriptionJson);
      return send(response, 200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    const cancel = /^DELETE \/v1\/subscriptions\/([\w-]+)$/.exec(route);
    if (cancel && subscriptions.has(cancel[1]!)) {
      const canceled = { ...subscriptions.get(cancel[1]!)!, status: 'canceled' };
      subscriptions.set(canceled.id, canceled);
      return send(response, 200, subscriptionJson(canceled));
    }
    const one = /^GET \/v1\/subscriptions\/([\w-]+)$/.exec(route);
    if (one) {
      const subscription = subscriptions.get(one[1]!);
      if (subscription) return send(response, 200, subscriptionJson(subscription));
      return send(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such subscription: '${one[1]}'`,
        },
      });
    }
    send(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
    });
  });

  const signer = new Stripe('sk_test_signer');
  return {
    received,
    subscriptions,
    behaviour,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
    /** A Stripe event about `object`, as Stripe would send it, and its Stripe-Signature header. */
    event(
      secret: string,
      type: string,
      object: Record<string, unknown>,
      options: { id?: string; timestamp?: number } = {},
    ) {
      const rawBody = JSON.stringify(
        { id: options.id ?? `evt_fake${++counter}`, object: 'event', type, data: { object } },
        null,
        2,
      );
      const signature = signer.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      });
      return { rawBody, signature };
    },
    subscriptionJson,
  };
}
