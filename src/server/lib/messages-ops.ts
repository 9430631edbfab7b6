/** What the operations routes (POST /api/ops/backup) answer: the backup command shows these to the operator. */
export const OPS_MESSAGES = {
  opsLocalOnly: {
    zh: '运维接口只接受本机直接发来的请求（不经代理）',
    en: 'The operations endpoint takes requests from this host only, not through a proxy',
  },
  opsTokenWrong: {
    zh: '运维令牌缺失或错误（见 DATA_DIR/ops.token）',
    en: 'The operations token is missing or wrong (see DATA_DIR/ops.token)',
  },
  opsNoSnapshot: {
    zh: '本服务器的数据库不是 DATA_DIR 中的内嵌数据库；PostgreSQL 请用 pg_dump 备份（scripts/backup-postgres.sh）',
    en:
      "This server's database is not the embedded one in DATA_DIR; " +
      'back PostgreSQL up with pg_dump (scripts/backup-postgres.sh)',
  },
  opsBackupRunning: {
    zh: '已有一个备份正在进行，请稍后再试',
    en: 'A backup is already running; try again when it has finished',
  },
} as const;
