// Reads what from_spark needs of a DataFrame's optimized plan in one Py4J
// call: Catalyst's JSON of the plan, the sources of its leaves (which the
// JSON leaves out), the session settings that decide options, and the
// DataFrame's schema. Asked for piece by piece over Py4J this took about a
// hundred round trips per TPC-H query, more time than the translation.
//
// Compiled when first used, in the driver's JVM, by Janino, the compiler
// Spark itself compiles generated code with (jvm_reader.py): nothing to
// build or ship. Janino reads Java without generics or lambdas, so this
// file uses raw collections and explicit iterators.
//
// The reading is JSON, deflated and in base64, in pieces of at most PIECE
// characters: Py4J hands back a string of more than about 8 KB some 40 ms
// late (its socket waits on TCP's delayed acknowledgement).

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.spark.sql.catalyst.catalog.CatalogTable;
import org.apache.spark.sql.catalyst.catalog.HiveTableRelation;
import org.apache.spark.sql.catalyst.expressions.Attribute;
import org.apache.spark.sql.catalyst.expressions.Add;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.Divide;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.Like;
import org.apache.spark.sql.catalyst.expressions.Multiply;
import org.apache.spark.sql.catalyst.expressions.Subtract;
import org.apache.spark.sql.catalyst.expressions.EvalMode$;
import org.apache.spark.sql.catalyst.expressions.TryEval;
import org.apache.spark.sql.catalyst.plans.logical.Expand;
import org.apache.spark.sql.catalyst.plans.logical.LocalRelation;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.execution.columnar.InMemoryRelation;
import org.apache.spark.sql.execution.datasources.HadoopFsRelation;
import org.apache.spark.sql.execution.datasources.LogicalRelation;
import org.apache.spark.sql.execution.datasources.v2.DataSourceV2Relation;
import org.apache.spark.sql.execution.datasources.v2.DataSourceV2ScanRelation;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.sources.DataSourceRegister;

public class PlanReader {
    static final int PIECE = 7000;
    final ObjectMapper mapper = new ObjectMapper();

    /** The reading of the DataFrame's optimized plan. */
    public Object read(org.apache.spark.sql.classic.Dataset dataset) throws Exception {
        LogicalPlan plan = dataset.queryExecution().optimizedPlan();
        List leaves = leaves(plan);
        for (int i = 0; i < leaves.size(); i++) {
            if (leaves.get(i) instanceof InMemoryRelation) {
                plan = uncached(dataset);
                return reading(dataset, plan, leaves(plan));
            }
        }
        return reading(dataset, plan, leaves);
    }

    /**
     * The DataFrame's plan optimized without the session's cache: a cached
     * part is an InMemoryRelation in the optimized plan, rows kept in this
     * session only; the plan it caches reads the same rows from their
     * sources, which is what a portable plan can say.
     */
    static LogicalPlan uncached(org.apache.spark.sql.classic.Dataset dataset) {
        LogicalPlan analyzed = dataset.queryExecution().analyzed();
        return (LogicalPlan) dataset.sparkSession().sessionState().optimizer()
            .execute((LogicalPlan) analyzed.clone());
    }

    /** The plan's leaves, and those of the plans of its subqueries. */
    static List leaves(LogicalPlan plan) {
        List leaves = new ArrayList();
        addAll(leaves, plan.collectLeaves().iterator());
        scala.collection.Iterator subqueries = plan.subqueriesAll().iterator();
        while (subqueries.hasNext()) {
            LogicalPlan subquery = (LogicalPlan) subqueries.next();
            addAll(leaves, subquery.collectLeaves().iterator());
        }
        return leaves;
    }

    /**
     * The reading of `plan`, a plan of the DataFrame `dataset`: one string,
     * or an array of pieces where it is longer than PIECE.
     */
    public Object read(org.apache.spark.sql.classic.Dataset dataset, LogicalPlan plan)
            throws Exception {
        return reading(dataset, plan, leaves(plan));
    }

    Object reading(org.apache.spark.sql.classic.Dataset dataset, LogicalPlan plan, List leaves)
            throws Exception {
        SQLConf conf = dataset.sparkSession().sessionState().conf();
        Map settings = new LinkedHashMap();
        settings.put("ansi", Boolean.valueOf(conf.ansiEnabled()));
        settings.put("timeZone", conf.sessionLocalTimeZone());
        settings.put("decimalPrecisionLoss",
            Boolean.valueOf(conf.decimalOperationsAllowPrecisionLoss()));
        StringBuilder text = new StringBuilder();
        List otherTry = new ArrayList();
        List likeEscapes = new ArrayList();
        text.append("{\"plan\":").append(marked(plan, otherTry, likeEscapes).toJSON());
        text.append(",\"otherTry\":").append(mapper.writeValueAsString(otherTry));
        text.append(",\"likeEscapes\":").append(mapper.writeValueAsString(likeEscapes));
        List clocks = new ArrayList();
        dataset.queryExecution().analyzed().transformAllExpressionsWithSubqueries(
            new Clocks(clocks));
        text.append(",\"clocks\":").append(mapper.writeValueAsString(clocks));
        text.append(",\"schema\":").append(dataset.schema().json());
        text.append(",\"settings\":").append(mapper.writeValueAsString(settings));
        text.append(",\"sources\":").append(mapper.writeValueAsString(sources(leaves)));
        text.append(",\"expands\":").append(mapper.writeValueAsString(expands(plan)));
        text.append('}');
        String deflated = deflated(text.toString());
        if (deflated.length() <= PIECE) return deflated;
        return pieces(deflated);
    }

    /**
     * The plan with each cast or arithmetic of eval mode TRY (`try_cast`,
     * `try_add`, `try_divide`, ...) wrapped in a TryEval, which gives what
     * it wraps: Catalyst's JSON writes every eval mode as null, and the
     * converter reads a TryEval of these as their TRY form. Other
     * expressions in mode TRY (`try_sum`, `try_avg`, ...) are listed in
     * `otherTry`. The escape character of each LIKE whose escape is not
     * the backslash goes to `likeEscapes` (Catalyst's JSON writes it as
     * null too).
     */
    static LogicalPlan marked(LogicalPlan plan, List otherTry, List likeEscapes) {
        return (LogicalPlan) plan.transformAllExpressionsWithSubqueries(
            new TryModes(otherTry, likeEscapes));
    }

    /**
     * Collects (never changes) the expressions whose value is the time the
     * query is planned: Spark's optimizer replaces them by constants
     * (ComputeCurrentTime), so the optimized plan no longer shows them.
     */
    static class Clocks extends scala.runtime.AbstractPartialFunction {
        static final java.util.Set NAMES = new java.util.HashSet(java.util.Arrays.asList(
            "CurrentTimestamp", "Now", "CurrentDate", "LocalTimestamp", "CurrentTime"));
        final List found;

        Clocks(List found) {
            this.found = found;
        }

        public boolean isDefinedAt(Object expression) {
            String name = expression.getClass().getSimpleName();
            if (NAMES.contains(name) && !found.contains(name)) found.add(name);
            return false;
        }

        public Object apply(Object expression) {
            return expression;
        }
    }

    // "class#method" -> the method, or NO_METHOD; readings may run side by side.
    static final Map METHODS = new java.util.concurrent.ConcurrentHashMap();
    static final Object NO_METHOD = new Object();

    static class TryModes extends scala.runtime.AbstractPartialFunction {
        final List otherTry;
        final List likeEscapes;
        // What is wrapped already: the rewrite goes on down into the TryEval.
        final Map wrapped = new java.util.IdentityHashMap();

        TryModes(List otherTry, List likeEscapes) {
            this.otherTry = otherTry;
            this.likeEscapes = likeEscapes;
        }

        public boolean isDefinedAt(Object expression) {
            return !wrapped.containsKey(expression) && inTryMode(expression);
        }

        public Object applyOrElse(Object expression, scala.Function1 otherwise) {
            if (expression instanceof Like && ((Like) expression).escapeChar() != '\\') {
                likeEscapes.add(String.valueOf(((Like) expression).escapeChar()));
            }
            if (!isDefinedAt(expression)) return otherwise.apply(expression);
            wrapped.put(expression, expression);
            if (expression instanceof Cast || expression instanceof Add
                    || expression instanceof Subtract || expression instanceof Multiply
                    || expression instanceof Divide) {
                return new TryEval((Expression) expression);
            }
            otherTry.add(expression.getClass().getSimpleName());
            return otherwise.apply(expression);
        }

        boolean inTryMode(Object expression) {
            try {
                return evalMode(expression) == EvalMode$.MODULE$.TRY();
            } catch (Exception e) {
                return false;
            }
        }

        /** `evalMode()`, or `evalContext().evalMode()` (Sum), or null. */
        Object evalMode(Object expression) throws Exception {
            java.lang.reflect.Method direct = method(expression.getClass(), "evalMode");
            if (direct != null) return direct.invoke(expression, new Object[0]);
            java.lang.reflect.Method context = method(expression.getClass(), "evalContext");
            if (context == null) return null;
            Object value = context.invoke(expression, new Object[0]);
            if (value == null) return null;
            java.lang.reflect.Method mode = method(value.getClass(), "evalMode");
            return mode == null ? null : mode.invoke(value, new Object[0]);
        }

        /** A public method without parameters, looked up once per class and JVM. */
        static java.lang.reflect.Method method(Class kind, String name) {
            String key = kind.getName() + "#" + name;
            Object known = METHODS.get(key);
            if (known == null) {
                try {
                    known = kind.getMethod(name, new Class[0]);
                } catch (NoSuchMethodException e) {
                    known = NO_METHOD;
                }
                METHODS.put(key, known);
            }
            return known == NO_METHOD ? null : (java.lang.reflect.Method) known;
        }
    }

    /**
     * The projections of every Expand in the plan and its subqueries, by the
     * expression ids of its output ("1,2,3"): Catalyst's JSON writes an
     * Expand's projections as null where they are not a plain list of lists
     * (ROLLUP or CUBE over a UNION).
     */
    Map expands(LogicalPlan plan) throws Exception {
        Map found = new LinkedHashMap();
        collectExpands(plan, found);
        return found;
    }

    void collectExpands(LogicalPlan plan, Map found) throws Exception {
        if (plan instanceof Expand) {
            Expand expand = (Expand) plan;
            StringBuilder key = new StringBuilder();
            scala.collection.Iterator output = expand.output().iterator();
            while (output.hasNext()) {
                if (key.length() > 0) key.append(',');
                key.append(((Attribute) output.next()).exprId().id());
            }
            List projections = new ArrayList();
            scala.collection.Iterator rows = expand.projections().iterator();
            while (rows.hasNext()) {
                List row = new ArrayList();
                scala.collection.Iterator items = ((scala.collection.Seq) rows.next()).iterator();
                while (items.hasNext()) {
                    row.add(mapper.readTree(((Expression) items.next()).toJSON()));
                }
                projections.add(row);
            }
            found.put(key.toString(), projections);
        }
        scala.collection.Iterator children = plan.children().iterator();
        while (children.hasNext()) collectExpands((LogicalPlan) children.next(), found);
        scala.collection.Iterator subqueries = plan.subqueries().iterator();
        while (subqueries.hasNext()) collectExpands((LogicalPlan) subqueries.next(), found);
    }

    List sources(List leaves) {
        List found = new ArrayList();
        for (int i = 0; i < leaves.size(); i++) {
            LogicalPlan leaf = (LogicalPlan) leaves.get(i);
            if (leaf.output().isEmpty()) continue;
            Map source = source(leaf);
            if (source == null) continue;
            Attribute first = (Attribute) leaf.output().head();
            source.put("key", Long.valueOf(first.exprId().id()));
            found.add(source);
        }
        return found;
    }

    static void addAll(List into, scala.collection.Iterator items) {
        while (items.hasNext()) into.add(items.next());
    }

    Map source(LogicalPlan leaf) {
        Map source = new LinkedHashMap();
        if (leaf instanceof LogicalRelation) {
            LogicalRelation relation = (LogicalRelation) leaf;
            if (relation.relation() instanceof HadoopFsRelation) {
                files(source, (HadoopFsRelation) relation.relation());
            } else if (relation.catalogTable().isDefined()) {
                table(source, (CatalogTable) relation.catalogTable().get());
            } else {
                source.put("kind", "other");
                source.put("detail", relation.relation().getClass().getSimpleName());
            }
        } else if (leaf instanceof LocalRelation) {
            source.put("kind", "local");
            source.put("count", Integer.valueOf(((LocalRelation) leaf).data().size()));
        } else if (leaf instanceof HiveTableRelation) {
            table(source, ((HiveTableRelation) leaf).tableMeta());
        } else if (leaf instanceof DataSourceV2Relation) {
            named(source, ((DataSourceV2Relation) leaf).table().name());
        } else if (leaf instanceof DataSourceV2ScanRelation) {
            named(source, ((DataSourceV2ScanRelation) leaf).relation().table().name());
        } else {
            return null;
        }
        return source;
    }

    static void files(Map source, HadoopFsRelation relation) {
        Object format = relation.fileFormat();
        String shortName = format instanceof DataSourceRegister
            ? ((DataSourceRegister) format).shortName()
            : format.getClass().getSimpleName();
        source.put("kind", "files");
        source.put("format", shortName.toLowerCase());
        List files = new ArrayList();
        String[] inputFiles = relation.location().inputFiles();
        for (int i = 0; i < inputFiles.length; i++) files.add(inputFiles[i]);
        source.put("files", files);
        Map options = new LinkedHashMap();
        scala.collection.Iterator pairs = relation.options().iterator();
        while (pairs.hasNext()) {
            scala.Tuple2 pair = (scala.Tuple2) pairs.next();
            options.put(pair._1(), pair._2());
        }
        source.put("options", options);
        List partitionColumns = new ArrayList();
        String[] names = relation.partitionSchema().fieldNames();
        for (int i = 0; i < names.length; i++) partitionColumns.add(names[i]);
        source.put("partitionColumns", partitionColumns);
    }

    static void table(Map source, CatalogTable table) {
        List parts = new ArrayList();
        if (table.identifier().database().isDefined()) {
            parts.add(table.identifier().database().get());
        }
        parts.add(table.identifier().table());
        source.put("kind", "table");
        source.put("table", parts);
    }

    static void named(Map source, String name) {
        List parts = new ArrayList();
        String[] split = name.split("\\.");
        for (int i = 0; i < split.length; i++) parts.add(split[i]);
        source.put("kind", "table");
        source.put("table", parts);
    }

    static String deflated(String text) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DeflaterOutputStream out =
            new DeflaterOutputStream(bytes, new Deflater(Deflater.BEST_SPEED));
        out.write(text.getBytes("UTF-8"));
        out.close();
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    static String[] pieces(String text) {
        int count = Math.max(1, (text.length() + PIECE - 1) / PIECE);
        String[] pieces = new String[count];
        for (int i = 0; i < count; i++) {
            pieces[i] = text.substring(i * PIECE, Math.min(text.length(), (i + 1) * PIECE));
        }
        return pieces;
    }
}
