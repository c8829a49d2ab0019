package io.dqexplorer.desktop.compare;

import io.dqexplorer.desktop.common.Formats;
import io.dqexplorer.desktop.common.async.LoadState;
import io.dqexplorer.desktop.common.error.ErrorAction;
import io.dqexplorer.desktop.common.error.ErrorReport;
import io.dqexplorer.desktop.common.export.ExportRun;
import io.dqexplorer.sdk.ServiceText;
import io.dqexplorer.sdk.measurement.Family;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.workspace.compare.Comparison;
import io.dqexplorer.workspace.compare.ComparisonExport;
import io.dqexplorer.workspace.compare.ComparisonSide;
import io.dqexplorer.workspace.compare.SideResolver;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One tab's compare mode: a left and a right side, each a dataset of the organization and a measurement
 * of it (the latest or a token the history keeps), and the difference table between them. The defaults
 * are the tab's measurement on the right and the one before it, of the same dataset, on the left. Every
 * service and history read runs on the worker; a side the service no longer answers (409) or cannot
 * reach is read from its stored copy, and its label says so.
 */
public final class CompareViewModel {

    /** One side's choices and what it showed last. */
    public final class Side {

        private final ObjectProperty<String> dataset = new SimpleObjectProperty<>(this, "dataset");
        private final ObjectProperty<SideChoice> choice = new SimpleObjectProperty<>(this, "choice");
        private final ObservableList<SideChoice> choices = FXCollections.observableArrayList();
        private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper(this, "label", "");

        /** Picks another dataset: its kept measurements become the choices, the latest chosen. */
        public void pickDataset(String name) {
            dataset.set(name);
            choices.setAll(SideChoice.LATEST);
            choice.set(SideChoice.LATEST);
            session.runner().call(() -> kept(name)).onSuccess(found -> {
                if (name.equals(dataset.get())) {
                    choices.setAll(found);
                    // the picker drops its value when its items are replaced
                    choice.set(null);
                    choice.set(SideChoice.LATEST);
                }
            }).onError(this::failed).start();
        }

        private void failed(Throwable failure) {
            state.failed(ErrorReport.of(failure));
        }

        public ReadOnlyObjectProperty<String> datasetProperty() {
            return dataset;
        }

        public ObjectProperty<SideChoice> choiceProperty() {
            return choice;
        }

        public ObservableList<SideChoice> choices() {
            return choices;
        }

        /** "kitchen-egocentric vc-0123… (stored copy) · read 10:15": what the table's side shows. */
        public ReadOnlyStringProperty labelProperty() {
            return label.getReadOnlyProperty();
        }

        private String token() {
            SideChoice chosen = choice.get();
            return chosen == null ? null : chosen.token();
        }
    }

    private final Family family;
    private final CompareSession session;
    private final ZoneId zone;
    private final Side left = new Side();
    private final Side right = new Side();
    private final ObservableList<String> datasets = FXCollections.observableArrayList();
    private final ObservableList<List<Object>> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(this, "note", "");
    private final ReadOnlyObjectWrapper<Comparison> comparison = new ReadOnlyObjectWrapper<>(this, "comparison");
    private final LoadState state = new LoadState();
    private final ExportRun export;

    public CompareViewModel(Family family, CompareSession session, ZoneId zone) {
        this.family = family;
        this.session = session;
        this.zone = zone;
        this.export = new ExportRun(session.runner(), session.folderOpener());
        // the note asks for a left side: once one is picked it describes nothing any more, compared or not
        left.dataset.addListener((obs, was, now) -> note.set(""));
        left.choice.addListener((obs, was, now) -> note.set(""));
    }

    /**
     * The defaults: on the right the tab's measurement ({@code token}, the latest when null), on the left the
     * one first seen before it; when the history holds none earlier, the left is the latest and the note says
     * so, for the user to pick another.
     */
    public void enter(String dataset, String token) {
        note.set("");
        rows.clear();
        comparison.set(null);
        SideResolver resolver = resolver();
        session.runner().call(() -> new Defaults(datasetNames(), kept(dataset), resolver.resolve(family, dataset, token),
                        resolver.previous(family, dataset, token)))
                .showing(state).onSuccess(defaults -> {
                    datasets.setAll(defaults.datasets());
                    for (Side side : List.of(left, right)) {
                        side.dataset.set(dataset);
                        side.choices.setAll(defaults.kept());
                        side.choice.set(null);
                    }
                    right.choice.set(choiceOf(defaults.kept(), defaults.right().token()));
                    if (defaults.previous().isEmpty()) {
                        left.choice.set(SideChoice.LATEST);
                        note.set("No earlier " + family.word() + " measurement of " + ServiceText.shown(dataset)
                                + " is kept on this machine: pick the left side to compare with.");
                        right.label.set(label(defaults.right()));
                        left.label.set("");
                        return;
                    }
                    ComparisonSide previous = defaults.previous().get();
                    left.choice.set(choiceOf(defaults.kept(), previous.token()));
                    show(Comparison.of(previous, defaults.right()));
                }).start();
    }

    /**
     * Compares these measurements (a saved view's sides) in place of the defaults: each side's dataset and
     * token, from the service while it has it, from the stored copy after.
     */
    public void restore(String leftDataset, String leftToken, String rightDataset, String rightToken) {
        note.set("");
        rows.clear();
        comparison.set(null);
        SideResolver resolver = resolver();
        session.runner().call(() -> new Restored(datasetNames(), kept(leftDataset), kept(rightDataset),
                        Comparison.of(resolver.resolve(family, leftDataset, leftToken),
                                resolver.resolve(family, rightDataset, rightToken))))
                .showing(state).onSuccess(restored -> {
                    datasets.setAll(restored.datasets());
                    choose(left, leftDataset, restored.leftKept(), leftToken);
                    choose(right, rightDataset, restored.rightKept(), rightToken);
                    show(restored.comparison());
                }).start();
    }

    private static void choose(Side side, String dataset, List<SideChoice> kept, String token) {
        side.dataset.set(dataset);
        side.choices.setAll(kept);
        side.choice.set(null);
        side.choice.set(choiceOf(kept, token));
    }

    private record Restored(List<String> datasets, List<SideChoice> leftKept, List<SideChoice> rightKept,
                            Comparison comparison) {
    }

    private record Defaults(List<String> datasets, List<SideChoice> kept, ComparisonSide right,
                            Optional<ComparisonSide> previous) {
    }

    /** Compares the sides as chosen. */
    public void compare() {
        String leftDataset = left.dataset.get();
        String rightDataset = right.dataset.get();
        if (leftDataset == null || rightDataset == null) {
            return;
        }
        String leftToken = left.token();
        String rightToken = right.token();
        SideResolver resolver = resolver();
        note.set("");
        session.runner().call(() -> Comparison.of(resolver.resolve(family, leftDataset, leftToken),
                        resolver.resolve(family, rightDataset, rightToken)))
                .showing(state).onSuccess(this::show).start();
    }

    /** Writes the table shown and its manifest; false when there is none yet or an export runs. */
    public boolean export(Path target) {
        Comparison shown = comparison.get();
        if (shown == null) {
            return false;
        }
        ComparisonExport writer = new ComparisonExport(session.clock());
        return export.start(target, (progress, cancelled) -> writer.write(shown, session.history().key(), target),
                result -> new ExportRun.Outcome(result.file(), result.rows(), "Exported "
                        + Formats.count(result.rows(), "difference", "differences") + " to " + result.file()
                        + " with its manifest " + result.manifest().getFileName()));
    }

    /** "video-differences-kitchen-egocentric.csv". */
    public String suggestedFileName() {
        String dataset = right.dataset.get() == null ? "" : "-" + right.dataset.get().replaceAll("[^A-Za-z0-9._-]", "_");
        return family.word() + "-differences" + dataset + ".csv";
    }

    public void onErrorAction(ErrorAction action) {
        if (action == ErrorAction.RETRY || action == ErrorAction.LOAD_LATEST) {
            compare();
        }
    }

    public void close() {
        state.cancel();
        export.close();
    }

    private void show(Comparison shown) {
        comparison.set(shown);
        rows.setAll(shown.table().rows());
        left.label.set(label(shown.left()));
        right.label.set(label(shown.right()));
    }

    private String label(ComparisonSide side) {
        return ServiceText.shown(side.dataset()) + "  ·  " + ServiceText.shown(side.token()) + "  ·  "
                + side.source().word() + "  ·  " + (side.source().word().equals("stored copy") ? "first seen " : "read ")
                + Formats.time(side.time(), zone);
    }

    private SideResolver resolver() {
        return new SideResolver(session.client(), session.history().history(), session.history().key(), session.clock());
    }

    private List<String> datasetNames() {
        return session.client().versioned().datasets().stream().map(DatasetEntry::dataset).toList();
    }

    private List<SideChoice> kept(String dataset) {
        List<SideChoice> found = new ArrayList<>();
        found.add(SideChoice.LATEST);
        session.history().list(dataset, family.measurement())
                .forEach(stored -> found.add(new SideChoice(stored.token(), stored.firstSeen())));
        return found;
    }

    private static SideChoice choiceOf(List<SideChoice> kept, String token) {
        return kept.stream().filter(c -> token.equals(c.token())).findFirst().orElse(SideChoice.LATEST);
    }

    public Family family() {
        return family;
    }

    public Side left() {
        return left;
    }

    public Side right() {
        return right;
    }

    public ObservableList<String> datasets() {
        return datasets;
    }

    /** The difference table's rows, cells in {@code DifferenceTable.COLUMNS} order. */
    public ObservableList<List<Object>> rows() {
        return rows;
    }

    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Comparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    public LoadState loadState() {
        return state;
    }

    public ExportRun exportRun() {
        return export;
    }

    ZoneId zone() {
        return zone;
    }
}
