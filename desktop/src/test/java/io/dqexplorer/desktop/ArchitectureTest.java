package io.dqexplorer.desktop;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The desktop's layering (design.md §2 and §5), checked on the compiled classes. */
class ArchitectureTest {

    private static final String ROOT = "io.dqexplorer.desktop";
    /**
     * The only ways one feature may reach past common: the header shows the session's organization and
     * access, and the sign-in's demo button, the header's demo badge and {@code export --demo} start or
     * name the demo service; the clips' comparison draws its cells as the Compare tab does; a saved view
     * keeps and restores the session's tabs (the datasets' choice, the Clips tab's table), and a report
     * reads the tabs a view would keep and the Clips tab's subset.
     */
    private static final Map<String, List<String>> ALLOWED = Map.of(
            "header", List.of("signin", "demo"),
            "signin", List.of("demo"),
            "cli", List.of("demo"),
            "clips", List.of("compare"),
            "views", List.of("signin", "datasets", "clips"),
            "report", List.of("views", "clips"));

    private static JavaClasses desktop;

    @BeforeAll
    static void importClasses() {
        // The rules name packages only; loading every referenced JavaFX and SDK class would just be slow.
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        desktop = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void viewModelsDoNotTouchTheSceneGraph() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .because("view models are tested without the toolkit (design.md §5)")
                .check(desktop);
    }

    /** Not only the view models: nothing they are built from may reach the scene graph either. */
    @Test
    void nothingAViewModelIsBuiltFromTouchesTheSceneGraph() {
        Set<JavaClass> reached = new HashSet<>();
        Deque<JavaClass> next = new ArrayDeque<>();
        desktop.stream().filter(c -> c.getSimpleName().endsWith("ViewModel")).forEach(next::add);
        while (!next.isEmpty()) {
            JavaClass current = next.pop();
            if (reached.add(current)) {
                current.getDirectDependenciesFromSelf().stream().map(Dependency::getTargetClass)
                        .filter(target -> target.getPackageName().startsWith(ROOT) && desktop.contain(target.getName()))
                        .map(target -> desktop.get(target.getName()))
                        .forEach(next::add);
            }
        }
        List<String> touching = reached.stream()
                .filter(c -> c.getDirectDependenciesFromSelf().stream().anyMatch(d -> Stream.of("javafx.scene", "javafx.stage")
                        .anyMatch(p -> d.getTargetClass().getPackageName().startsWith(p))))
                .map(JavaClass::getName).sorted().toList();
        assertEquals(List.of(), touching, "classes view models depend on, directly or not, that use javafx.scene/stage");
    }

    /** Every top-level package but the composition root, common and the demo service is a feature, found here. */
    @Test
    void featuresMeetOnlyThroughCommon() {
        List<String> features = features();
        assertTrue(features.containsAll(List.of("clips", "compare", "report", "trends", "views", "cli")), features.toString());
        List<String> broken = new ArrayList<>();
        for (String feature : features) {
            List<String> allowed = ALLOWED.getOrDefault(feature, List.of());
            String[] forbidden = Stream.concat(features.stream(), Stream.of("demo"))
                    .filter(other -> !other.equals(feature) && !allowed.contains(other))
                    .map(other -> ROOT + "." + other + "..").toArray(String[]::new);
            EvaluationResult result = noClasses().that().resideInAPackage(ROOT + "." + feature + "..")
                    .should().dependOnClassesThat(resideInAnyPackage(forbidden))
                    .because("features depend on each other only through common and the app's navigation;"
                            + " the exceptions are " + ALLOWED)
                    .evaluate(desktop);
            if (result.hasViolation()) {
                broken.add(result.getFailureReport().toString());
            }
        }
        assertEquals(List.of(), broken);
    }

    /** The desktop's top-level packages other than app, common and demo. */
    private static List<String> features() {
        return desktop.stream().map(JavaClass::getPackageName).filter(name -> name.startsWith(ROOT + "."))
                .map(name -> name.substring(ROOT.length() + 1).split("\\.")[0]).distinct()
                .filter(name -> !List.of("app", "common", "demo").contains(name)).sorted().toList();
    }

    @Test
    void thePackagesDependOnEachOtherWithoutCycles() {
        slices().matching(ROOT + ".(**)").should().beFreeOfCycles().check(desktop);
    }

    @Test
    void theCommandLineUsesNoJavaFx() {
        noClasses().that().resideInAPackage(ROOT + ".cli..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("the headless commands run where there is no display")
                .check(desktop);
    }

    @Test
    void onlyTheCompositionRootKnowsTheApp() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".app..")
                .check(desktop);
    }

    /** Features, the demo service and the command are handed a client or common's ClientFactory. */
    @Test
    void onlyTheCompositionRootBuildsAClient() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().callMethod("io.dqexplorer.sdk.DqClient", "builder")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.dqexplorer.sdk.DqClientBuilder")
                .because("every client is built alike, by the factory app.AppContext and app.Launcher hand on")
                .check(desktop);
    }

    @Test
    void commonAndTheDemoServiceKnowNoFeature() {
        String[] features = Stream.concat(features().stream(), Stream.of("app", "demo"))
                .map(f -> ROOT + "." + f + "..").toArray(String[]::new);
        noClasses().that().resideInAPackage(ROOT + ".common..")
                .should().dependOnClassesThat().resideInAnyPackage(features)
                .check(desktop);
        noClasses().that().resideInAPackage(ROOT + ".demo..")
                .should().dependOnClassesThat().resideInAnyPackage(Stream.of(features)
                        .filter(p -> !p.equals(ROOT + ".demo..")).toArray(String[]::new))
                .check(desktop);
    }

    @Test
    void onlyTheDemoServiceUsesTheSandbox() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".demo..")
                .should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sandbox..")
                .because("the sandbox is only the demo service, and demo.DemoService is its one door")
                .check(desktop);
    }

    @Test
    void nothingReachesIntoTheSdksInternals() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sdk.internal..")
                .check(desktop);
    }
}
