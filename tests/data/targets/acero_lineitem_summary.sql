SELECT l_returnflag, l_linestatus, sum(l_quantity) AS sum_qty, avg(l_extendedprice) AS avg_price,
       max(l_discount) AS max_disc, count(*) AS count_order
FROM lineitem
WHERE l_shipdate BETWEEN DATE '1994-01-01' AND DATE '1996-12-31' AND l_shipmode LIKE 'MAIL%' AND l_quantity < 30
GROUP BY l_returnflag, l_linestatus
ORDER BY l_returnflag, l_linestatus
