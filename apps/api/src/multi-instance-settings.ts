// docs/operations.md#one-instance-or-several and docs/architecture.md#several-instances: state several
// instances must share lives outside the process when configured — Redis for counters (REDIS_URL),
// S3-compatible object storage for images (S3_*) — and in the process or under DATA_DIR otherwise. Settings
// are read here; config.ts keeps one line each.

export interface RedisSettings {
  url: string;
  /** prefix of every Redis key the product writes (REDIS_PREFIX) */
  prefix: string;
}

export interface S3Settings {
  /** null → the AWS default endpoint for the region */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null → the SDK's default credential chain (instance role, AWS_* variables, …) */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const v = env[name]?.trim();
  return v ? v : null;
};

function parseBoolean(name: string, v: string): boolean {
  if (['true', '1', 'yes'].includes(v.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(v.toLowerCase())) return false;
  throw new Error(`${name}: '${v}' no es true ni false (not a boolean)`);
}

/** REDIS_URL unset → null (counters in memory, one process). */
export function parseRedisSettings(env: NodeJS.ProcessEnv): RedisSettings | null {
  const url = value(env, 'REDIS_URL');
  if (!url) return null;
  if (!/^rediss?:\/\//.test(url)) {
    throw new Error(
      'REDIS_URL: debe empezar con redis:// o rediss:// (must start with redis:// or rediss://)',
    );
  }
  return { url, prefix: env.REDIS_PREFIX ?? 'salones:' };
}

/**
 * S3_BUCKET set → images in that bucket; no S3_* setting → null (DATA_DIR/uploads). Some S3_* settings
 * without a bucket is refused at start rather than silently keeping images on one machine's disk.
 */
export function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings | null {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'];
  const bucket = value(env, 'S3_BUCKET');
  if (!bucket) {
    const set = names.filter((n) => value(env, n));
    if (set.length === 0) return null;
    throw new Error(
      `S3_BUCKET: falta, y ${set.join(', ')} sí está definido (missing while other S3_* are set)`,
    );
  }
  const endpoint = value(env, 'S3_ENDPOINT');
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error('S3_ENDPOINT: debe ser una dirección http(s):// (must be an http(s) URL)');
  }
  const accessKeyId = value(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos (set both or neither)');
  }
  const pathStyle = value(env, 'S3_FORCE_PATH_STYLE');
  return {
    endpoint,
    bucket,
    region: value(env, 'S3_REGION') ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: pathStyle ? parseBoolean('S3_FORCE_PATH_STYLE', pathStyle) : endpoint !== null,
  };
}
