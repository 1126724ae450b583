import webpush from 'web-push';

/** A fresh VAPID key pair as the environment carries it (production starts need one for Web Push). */
export function vapidEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string } {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@pocket.example.zm' };
}
