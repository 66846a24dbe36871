import { Alert, Skeleton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

const STRIPE_JS = 'https://js.stripe.com/dahlia/stripe.js';

interface EmbeddedCheckout {
  mount(element: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  createEmbeddedCheckoutPage?: (options: {
    fetchClientSecret: () => Promise<string>;
  }) => EmbeddedCheckout | Promise<EmbeddedCheckout>;
  initEmbeddedCheckout?: (options: {
    fetchClientSecret: () => Promise<string>;
  }) => Promise<EmbeddedCheckout>;
}
type StripeFactory = (publishableKey: string) => StripeJs;

let loading: Promise<StripeFactory> | null = null;

function loadStripeJs(): Promise<StripeFactory> {
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load.'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be reached.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Stripe's embedded Checkout, mounted with the checkout session's client secret. */
export function StripeCheckout({
  clientSecret,
  publishableKey,
}: {
  clientSecret: string;
  publishableKey: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let checkout: EmbeddedCheckout | null = null;
    let cancelled = false;
    const fetchClientSecret = () => Promise.resolve(clientSecret);
    loadStripeJs()
      .then(async (factory) => {
        const stripe = factory(publishableKey);
        const created = stripe.createEmbeddedCheckoutPage
          ? await stripe.createEmbeddedCheckoutPage({ fetchClientSecret })
          : await stripe.initEmbeddedCheckout!({ fetchClientSecret });
        if (cancelled || !container.current) return created.destroy();
        checkout = created;
        created.mount(container.current);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      checkout?.destroy();
    };
  }, [clientSecret, publishableKey]);

  return (
    <>
      {state === 'loading' && (
        <Skeleton height={480} radius="md" aria-label="Loading the checkout" />
      )}
      {state === 'failed' && (
        <Alert color="red" variant="light" role="alert" title="The checkout did not load">
          The payment form could not be reached. Check your connection and reload the page.
        </Alert>
      )}
      <div ref={container} id="checkout" />
    </>
  );
}
