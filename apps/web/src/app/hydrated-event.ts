/** Sent by the app once a server-rendered page is hydrated and shows this browser's state (boot.tsx). */
export const HYDRATED_EVENT = 'salones:hydrated';
