export const SECRET_KEY_VARIABLE: 'SUPABASE_SECRET_KEY';
export function secretKeyRefusal(dir?: string): string | null;
export function loadEnvFiles(dir: string): void;
