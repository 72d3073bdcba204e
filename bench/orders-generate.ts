// `npm run bench -- orders:generate`: a database of 1,000,000 orders (≈ 2.5 M items) for 1,000
// sellers on PostgreSQL, for bench/orders-list.ts. BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/bench_orders) is dropped and made anew. ORDERS changes the size.
//
// The rows are made by PostgreSQL itself (INSERT … SELECT over generate_series, 100,000 orders per
// statement) from a hash of the row number, so every run makes the same data. Secondary indexes are
// dropped during the load and built once at the end, as a restore would.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedDemoIfEmpty } from '../apps/api/src/db/seed/demo.ts';

export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_orders';
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const SELLERS = 1_000;
const CHUNK = 100_000;
const DAYS = 730;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`[${elapsed()}] ${text}`);

async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}

await recreateDatabase(benchDatabaseUrl);
const database = openDatabase({ databaseUrl: benchDatabaseUrl });
await migrateDatabase(database);
// Demo accounts (admin@example.com, supporter@example.com, … password demo1234) to sign in with.
await seedDemoIfEmpty(database.db);
await database.close();
step('database migrated and demo accounts seeded');

const client = new pg.Client({ connectionString: benchDatabaseUrl });
await client.connect();
const q = (text: string, values: unknown[] = []) => client.query(text, values);
await q(`set maintenance_work_mem = '512MB'`);
// A uniform number in [0, 1) from the row number and a stream k: the same every run.
await q(`create or replace function bench_r(n bigint, k int) returns float8
  language sql immutable parallel safe
  as $$ select (hashint8(n * 16 + k) & 2147483647)::float8 / 2147483648 $$`);

await q(`
  insert into users (name, email, password_hash, role, status, password_changed, approved_at)
  select 'Bench Seller ' || s, 'bench-seller-' || s || '@shop.test',
    (select password_hash from users where email = 'seller@example.com'),
    'seller', 'active', true, now()
  from generate_series(1, ${SELLERS}) as s`);
await q(`
  insert into stores (user_id, name, type, status, configuration)
  select u.id, 'Store ' || k || ' of ' || u.name, case k when 1 then 'shopify' else 'etsy' end,
    'active', '{}'::jsonb
  from users u cross join generate_series(1, 2) as k
  where u.email like 'bench-seller-%' order by u.id, k`);
const {
  rows: [base],
} = await q(`select
    (select min(id) from users where email like 'bench-seller-%') as seller,
    (select min(s.id) from stores s join users u on u.id = s.user_id
      where u.email like 'bench-seller-%') as store,
    (select coalesce(max(id), 0) from orders) as order_id`);
// The demo orders come first; the bench's orders take the ids after them.
const idBase = Number(base.order_id);
step(`${SELLERS} sellers with 2 stores each`);

// Secondary indexes are built once after the load (much faster than row by row).
const { rows: indexes } = await q(`
  select indexname, indexdef from pg_indexes
  where schemaname = 'public' and tablename in ('orders', 'order_items')
    and indexname not like '%_pkey'`);
for (const index of indexes) await q(`drop index "${index.indexname}"`);
// Foreign keys are known to hold (ids are made here): checking 3.5 M of them one by one is skipped.
await q(`set session_replication_role = replica`);

const firstNames = `{Emma,Liam,Olivia,Noah,Ava,Elijah,Sophia,James,Isabella,William,Mia,Benjamin,Charlotte,Lucas,Amelia,Henry,Harper,Alexander,Evelyn,Mason,Abigail,Michael,Emily,Ethan,Ella,Daniel,Elizabeth,Jacob,Camila,Logan,Luna,Jackson,Sofia,Levi,Avery,Sebastian,Mila,Mateo,Aria,Jack,Scarlett,Owen,Penelope,Theodore,Layla,Aiden,Chloe,Samuel,Victoria,Joseph}`;
const lastNames = `{Smith,Johnson,Williams,Brown,Jones,Garcia,Miller,Davis,Rodriguez,Martinez,Hernandez,Lopez,Gonzalez,Wilson,Anderson,Thomas,Taylor,Moore,Jackson,Martin,Lee,Perez,Thompson,White,Harris,Sanchez,Clark,Ramirez,Lewis,Robinson,Walker,Young,Allen,King,Wright,Scott,Torres,Nguyen,Hill,Flores,Green,Adams,Nelson,Baker,Hall,Rivera,Campbell,Mitchell,Carter,Roberts}`;
// City, state, ZIP: US orders; Berlin, Munich, Hamburg for the EU factory.
const usPlaces = `{"New York|NY|10118","Los Angeles|CA|90012","Chicago|IL|60601","Houston|TX|77002","Phoenix|AZ|85004","Philadelphia|PA|19107","San Antonio|TX|78205","San Diego|CA|92101","Dallas|TX|75201","Austin|TX|78701","Seattle|WA|98101","Denver|CO|80202","Boston|MA|02108","Atlanta|GA|30303","Miami|FL|33132","Portland|OR|97205","Nashville|TN|37203","Columbus|OH|43215","Charlotte|NC|28202","Detroit|MI|48226"}`;
const euPlaces = `{"Berlin|BE|10117","Munich|BY|80331","Hamburg|HH|20095"}`;

for (let from = 1; from <= ORDERS; from += CHUNK) {
  const to = Math.min(ORDERS, from + CHUNK - 1);
  await q(
    `
    with g as (
      select n,
        ${DAYS} * (1 - n::float8 / $3) as age,
        bench_r(n, 1) as u_seller, bench_r(n, 2) as u_status, bench_r(n, 3) as u_prod,
        bench_r(n, 4) as u_factory, bench_r(n, 5) as u_ship, bench_r(n, 6) as u_store,
        bench_r(n, 7) as u_first, bench_r(n, 8) as u_last, bench_r(n, 9) as u_place,
        bench_r(n, 10) as u_paid, bench_r(n, 11) as u_verified, bench_r(n, 12) as u_qty,
        bench_r(n, 13) as u_archive
      from generate_series($1::int, $2::int) as n
    ), s as (
      select g.*,
        -- A few sellers sell most: the k-th seller's share falls off like a power law.
        floor(${SELLERS} * u_seller * u_seller)::int as seller,
        case
          when age < 1 then case when u_status < 0.40 then 'created'
            when u_status < 0.43 then 'pending_payment' else 'processing' end
          when age < 14 then case when u_status < 0.05 then 'created'
            when u_status < 0.55 then 'processing' when u_status < 0.62 then 'partially_shipped'
            when u_status < 0.97 then 'shipped' else 'cancelled' end
          else case when u_status < 0.05 then 'created' when u_status < 0.06 then 'processing'
            when u_status < 0.90 then 'shipped' when u_status < 0.93 then 'reshipped'
            when u_status < 0.97 then 'cancelled' else 'refunded' end
        end as status,
        case when u_factory < 0.8 then 'vn1' else 'eu1' end as factory,
        ($5::text[])[1 + floor(u_first * 50)::int] || ' ' || ($6::text[])[1 + floor(u_last * 50)::int]
          as customer,
        1 + (n % 4) + floor(u_qty * 2)::int as units,
        timestamptz '2026-01-01 00:00:00+07' - make_interval(secs => age * 86400) as created
      from g
    ), o as (
      select s.*,
        case when factory = 'vn1' then string_to_array(($7::text[])[1 + floor(u_place * 20)::int], '|')
          else string_to_array(($8::text[])[1 + floor(u_place * 3)::int], '|') end as place,
        case when status in ('partially_shipped', 'shipped', 'reshipped')
          then '9400' || lpad(n::text, 18, '0') end as tracking,
        case when status not in ('created', 'pending_payment')
          then created + make_interval(hours => 1 + floor(u_paid * 30)::int) end as paid
      from s
    )
    insert into orders (id, user_id, store_id, seller_order_id, status, production_status,
      shipping_method, factory, address, address_verified, address_issues, customer_name,
      tracking_number, search_text, item_count, items_cents, shipping_cents, tax_cents,
      discount_cents, total_cents, paid_at, approved_at, archived_at, created_at, updated_at)
    select $10::int + n, $4::int + seller,
      case when u_store < 0.9 then $9::int + 2 * seller + floor(u_store * 2.2)::int % 2 end,
      'S' || seller || '-' || n, status,
      case when status = 'processing' then
          case when age < 1 then 0 else least(4, floor(u_prod * 5)::int) end
        when status in ('partially_shipped') then 2
        when status in ('shipped', 'reshipped') then 3
        when status in ('cancelled', 'refunded') then floor(u_prod * 2)::int end,
      case when u_ship < 0.7 then 'standard' when u_ship < 0.9 then 'yun' else 'ship_by_seller' end,
      factory,
      jsonb_build_object('firstName', split_part(customer, ' ', 1),
        'lastName', split_part(customer, ' ', 2), 'address1', (100 + n % 9000) || ' Main Street',
        'address2', '', 'city', place[1], 'state', place[2], 'zip', place[3],
        'country', case when factory = 'vn1' then 'US' else 'DE' end,
        'email', lower(split_part(customer, ' ', 1)) || n || '@mail.example', 'phone', '5125550100'),
      u_verified >= 0.03,
      case when u_verified < 0.03 then array['ZIP code does not belong to the state'] else '{}'::text[] end,
      customer, tracking,
      lower('S' || seller || '-' || n || ' ' || customer || coalesce(' ' || tracking, '')),
      units, units * 1250, 499, 0, 0, units * 1250 + 499,
      paid, paid,
      case when status = 'created' and age > 30 and u_archive < 0.5
        then created + interval '40 days' end,
      created, coalesce(paid, created)
    from o`,
    [from, to, ORDERS, base.seller, firstNames, lastNames, usPlaces, euPlaces, base.store, idBase],
  );
  await q(
    `
    insert into order_items (order_id, position, catalog_id, color, size, quantity, design_images,
      unit_cents, amount_cents, created_at)
    select o.id, k - 1, case when o.factory = 'eu1' then 21 else 7 end,
      (array['Black','White','Navy','Sport Grey'])[1 + (o.id + k) % 4],
      (array['s','m','l','xl'])[1 + (o.id * 7 + k) % 4],
      case when k = 1 then o.item_count - (o.id % 4)::int else 1 end,
      jsonb_build_array(jsonb_build_object('imageUrl', 'https://cdn.example.test/d/' || (o.id % 5000) || '.png',
        'location', 'front', 'mockup', null, 'embUrl', null, 'emb', null)),
      1250, 1250 * case when k = 1 then o.item_count - (o.id % 4)::int else 1 end, o.created_at
    from orders o cross join lateral generate_series(1, 1 + o.id % 4) as k
    where o.id between $1 and $2`,
    [idBase + from, idBase + to],
  );
  step(`orders ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} with their items`);
}
await q(`set session_replication_role = origin`);
await q(`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
await q(
  `select setval(pg_get_serial_sequence('order_items', 'id'), (select max(id) from order_items))`,
);
for (const index of indexes) {
  await q(index.indexdef);
  step(`index ${index.indexname}`);
}
await q('vacuum (analyze) orders');
await q('vacuum (analyze) order_items');
await q('analyze');
const {
  rows: [sizes],
} =
  await q(`select (select count(*) from orders) as orders, (select count(*) from order_items) as items,
  pg_size_pretty(pg_database_size(current_database())) as size`);
step(`done: ${sizes.orders} orders, ${sizes.items} items, database ${sizes.size}`);
await client.end();
