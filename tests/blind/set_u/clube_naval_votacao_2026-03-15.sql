--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6 (Debian 15.6-0+deb12u1)
-- Dumped by pg_dump version 15.6 (Debian 15.6-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: opcao; Type: TABLE; Schema: public; Owner: clube
--

CREATE TABLE public.opcao (
    id integer NOT NULL,
    votacao_id integer NOT NULL,
    texto character varying(120) NOT NULL,
    ordem smallint DEFAULT 0 NOT NULL
);


ALTER TABLE public.opcao OWNER TO clube;

--
-- Name: socio; Type: TABLE; Schema: public; Owner: clube
--

CREATE TABLE public.socio (
    id integer NOT NULL,
    numero_socio integer NOT NULL,
    nome character varying(100) NOT NULL,
    email character varying(120),
    quotas_em_dia boolean DEFAULT true NOT NULL
);


ALTER TABLE public.socio OWNER TO clube;

--
-- Name: votacao; Type: TABLE; Schema: public; Owner: clube
--

CREATE TABLE public.votacao (
    id integer NOT NULL,
    titulo character varying(200) NOT NULL,
    abre_em timestamp with time zone,
    fecha_em timestamp with time zone,
    estado character varying(20)
);


ALTER TABLE public.votacao OWNER TO clube;

--
-- Name: voto; Type: TABLE; Schema: public; Owner: clube
--

CREATE TABLE public.voto (
    id integer NOT NULL,
    votacao_id integer NOT NULL,
    opcao_id integer NOT NULL,
    socio_id integer NOT NULL,
    criado_em timestamp with time zone DEFAULT now() NOT NULL,
    anulado boolean DEFAULT false NOT NULL,
    motivo_anulacao text
);


ALTER TABLE public.voto OWNER TO clube;

--
-- Data for Name: opcao; Type: TABLE DATA; Schema: public; Owner: clube
--

COPY public.opcao (id, votacao_id, texto, ordem) FROM stdin;
1	1	Restaurante O Farol (Ericeira)	1
2	1	Quinta da Ribafria (Sintra)	2
3	1	Sede do clube - jantar volante	3
4	1	Marisqueira Azenhas do Mar	4
\.


--
-- Data for Name: socio; Type: TABLE DATA; Schema: public; Owner: clube
--

COPY public.socio (id, numero_socio, nome, email, quotas_em_dia) FROM stdin;
1	203	Sofia Martins	sofia.martins1@example.org	t
2	206	Duarte Gonçalves	duarte.goncalves2@example.org	t
3	209	Miguel Martins	miguel.martins3@example.org	t
4	212	Rita Marques	rita.marques4@example.org	t
5	215	Nuno Gonçalves	nuno.goncalves5@example.org	t
6	218	João Costa	joao.costa6@example.org	f
7	221	Rui Almeida	rui.almeida7@example.org	t
8	224	Marta Marques	marta.marques8@example.org	t
9	227	Beatriz Silva	\N	t
10	230	Duarte Rodrigues	duarte.rodrigues10@example.org	f
11	233	Tiago Carvalho	tiago.carvalho11@example.org	t
12	236	Beatriz Sousa	beatriz.sousa12@example.org	t
13	239	Ana Ferreira	ana.ferreira13@example.org	f
14	242	Luís Pereira	luis.pereira14@example.org	f
15	245	Joana Costa	joana.costa15@example.org	t
16	248	Rita Oliveira	rita.oliveira16@example.org	t
17	251	Beatriz Ferreira	\N	t
18	254	Gonçalo Marques	\N	t
19	257	Marta Ribeiro	marta.ribeiro19@example.org	t
20	260	Ana Silva	ana.silva20@example.org	f
21	263	Duarte Sousa	duarte.sousa21@example.org	t
22	266	Duarte Ferreira	duarte.ferreira22@example.org	t
23	269	Miguel Lopes	miguel.lopes23@example.org	t
24	272	Rui Silva	rui.silva24@example.org	t
25	275	Rui Rodrigues	rui.rodrigues25@example.org	t
26	278	Inês Oliveira	ines.oliveira26@example.org	t
27	281	Joana Carvalho	joana.carvalho27@example.org	f
28	284	Ana Carvalho	ana.carvalho28@example.org	t
29	287	Luís Santos	luis.santos29@example.org	f
30	290	Maria Almeida	maria.almeida30@example.org	t
31	293	Marta Carvalho	marta.carvalho31@example.org	t
32	296	Beatriz Pereira	beatriz.pereira32@example.org	t
33	299	Joana Santos	joana.santos33@example.org	t
34	302	Joana Marques	joana.marques34@example.org	t
35	305	Pedro Ribeiro	pedro.ribeiro35@example.org	f
36	308	Pedro Carvalho	pedro.carvalho36@example.org	t
37	311	Rita Almeida	rita.almeida37@example.org	t
38	314	Sofia Silva	sofia.silva38@example.org	t
39	317	Teresa Ribeiro	teresa.ribeiro39@example.org	t
40	320	Beatriz Silva	beatriz.silva40@example.org	f
41	323	Tiago Costa	tiago.costa41@example.org	t
42	326	Gonçalo Ribeiro	\N	t
43	329	Duarte Ferreira	duarte.ferreira43@example.org	t
44	332	Tiago Carvalho	tiago.carvalho44@example.org	t
45	335	Pedro Marques	pedro.marques45@example.org	t
46	338	Rita Carvalho	\N	t
\.


--
-- Data for Name: votacao; Type: TABLE DATA; Schema: public; Owner: clube
--

COPY public.votacao (id, titulo, abre_em, fecha_em, estado) FROM stdin;
1	Local do jantar do 75.º aniversário do clube	2026-03-01 09:00:00+00	2026-03-14 23:59:00+00	fechada
\.


--
-- Data for Name: voto; Type: TABLE DATA; Schema: public; Owner: clube
--

COPY public.voto (id, votacao_id, opcao_id, socio_id, criado_em, anulado, motivo_anulacao) FROM stdin;
1	1	2	43	2026-03-02 03:17:09.913601+00	f	\N
2	1	1	10	2026-03-02 09:31:42.560182+00	f	\N
3	1	1	38	2026-03-02 13:34:10.305384+00	f	\N
4	1	4	15	2026-03-02 15:06:05.899149+00	f	\N
5	1	2	37	2026-03-02 18:35:21.857834+00	f	\N
6	1	1	20	2026-03-02 23:24:56.313381+00	f	\N
7	1	4	9	2026-03-03 05:39:30.429276+00	f	\N
8	1	1	1	2026-03-03 11:17:28.783929+00	f	\N
9	1	1	11	2026-03-03 16:17:50.660542+00	t	quotas em atraso
10	1	2	32	2026-03-03 18:41:59.432697+00	f	\N
11	1	1	36	2026-03-03 22:23:41.163746+00	f	\N
12	1	4	46	2026-03-03 23:09:25.869607+00	f	\N
13	1	2	28	2026-03-04 03:29:26.343835+00	f	\N
14	1	1	4	2026-03-04 08:08:20.863159+00	t	voto em duplicado (papel)
15	1	1	23	2026-03-04 15:02:30.486088+00	t	quotas em atraso
16	1	1	24	2026-03-04 17:11:51.303068+00	t	quotas em atraso
17	1	4	40	2026-03-04 19:26:16.500247+00	f	\N
18	1	1	27	2026-03-04 23:52:11.119025+00	f	\N
19	1	4	26	2026-03-05 03:51:25.875095+00	f	\N
20	1	3	6	2026-03-05 10:16:06.679168+00	f	\N
21	1	2	34	2026-03-05 16:11:12.695085+00	f	\N
22	1	3	35	2026-03-05 20:11:59.224824+00	f	\N
23	1	3	7	2026-03-05 21:13:47.796425+00	f	\N
24	1	2	21	2026-03-05 21:53:49.820348+00	f	\N
25	1	1	19	2026-03-05 23:37:47.469496+00	t	voto em duplicado (papel)
26	1	3	2	2026-03-06 04:15:11.763662+00	f	\N
27	1	4	25	2026-03-06 09:52:42.856702+00	f	\N
28	1	2	18	2026-03-06 11:32:59.493735+00	f	\N
29	1	2	13	2026-03-06 16:25:33.304228+00	f	\N
30	1	2	14	2026-03-06 19:28:28.954348+00	f	\N
31	1	1	39	2026-03-06 23:28:48.406364+00	f	\N
32	1	3	29	2026-03-07 02:03:46.129507+00	f	\N
33	1	2	17	2026-03-07 05:30:06.578028+00	f	\N
34	1	2	41	2026-03-07 10:34:22.750907+00	t	quotas em atraso
35	1	2	31	2026-03-07 12:45:42.363483+00	f	\N
36	1	3	30	2026-03-07 15:04:54.752106+00	t	quotas em atraso
37	1	4	44	2026-03-07 17:53:15.670607+00	f	\N
38	1	3	8	2026-03-07 19:32:44.923567+00	f	\N
39	1	1	42	2026-03-08 00:22:33.969298+00	f	\N
\.


SELECT pg_catalog.setval('public.opcao_id_seq', 4, true);

SELECT pg_catalog.setval('public.socio_id_seq', 46, true);

SELECT pg_catalog.setval('public.votacao_id_seq', 1, true);

SELECT pg_catalog.setval('public.voto_id_seq', 39, true);

ALTER TABLE ONLY public.opcao
    ADD CONSTRAINT opcao_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.socio
    ADD CONSTRAINT socio_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.votacao
    ADD CONSTRAINT votacao_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.voto
    ADD CONSTRAINT voto_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.voto
    ADD CONSTRAINT voto_opcao_id_fkey FOREIGN KEY (opcao_id) REFERENCES public.opcao(id);

--
-- PostgreSQL database dump complete
--
