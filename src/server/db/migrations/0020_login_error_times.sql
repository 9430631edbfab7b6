-- pig's LOGIN_ERROR_TIMES parameter (pig-ui's 网站配置 page reads and saves it) for the tenants of a database
-- seeded before it: the lockout's count as it was (5), built in. A new database gets it from the seed.
INSERT INTO sys_public_param (tenant_id, public_name, public_key, public_value, public_type, system_flag)
SELECT t.id, '登录失败锁定次数', 'LOGIN_ERROR_TIMES', '5', '4', '1'
FROM sys_tenant t
WHERE EXISTS (SELECT 1 FROM sys_public_param p WHERE p.tenant_id = t.id)
ON CONFLICT (tenant_id, public_key) DO NOTHING;
