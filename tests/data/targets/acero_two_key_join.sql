SELECT ps_partkey, ps_suppkey, count(*) AS lines, min(ps_availqty) AS availqty
FROM partsupp JOIN lineitem ON ps_partkey = l_partkey AND ps_suppkey = l_suppkey AND l_quantity > 45
GROUP BY ps_partkey, ps_suppkey
ORDER BY lines DESC, ps_partkey, ps_suppkey
LIMIT 10
